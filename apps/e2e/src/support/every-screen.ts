// What is not configured is not shown, so no link is dead
// (docs/product/platform.md#demo-and-production).
import { commonMessages } from '@velas/domain/messages/common';
import { PUBLIC_HELP_URLS } from '@velas/domain/protection';
import { fullPath, ROUTES, titleForPath } from '@velas/domain/routes';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gone, seen } from './expectations.js';
import { inspectLinksAndFrames } from './links.js';

export const AUTH_SCREENS = ROUTES.filter((entry) => entry.layout === 'auth').map((entry) =>
  fullPath(entry).replace(':role', 'ROLE_LOTOGREEN'),
);
export const ADMIN_SCREENS = ROUTES.filter((entry) => entry.layout === 'admin').map((entry) =>
  fullPath(entry),
);

async function settle(
  page: Page,
  path: string,
  settingsMarker: string,
  gameScreens: readonly string[],
): Promise<void> {
  await page.waitForFunction((title) => document.title.startsWith(title), titleForPath(path));
  await seen(page.getByText(settingsMarker, { exact: true }).first());
  // The layout titles the page before a lazy screen has loaded.
  await gone(page.getByText(commonMessages.loadingInformation).first());
  // A long screen opens in steps (apps/web/src/lib/useStagedReveal.ts), busy until the last.
  await gone(page.locator('main [aria-busy="true"]').first());
  // The game is part of the screen: it opens on 'Jogar aqui', then its frame
  // (or the unavailable notice) must be there to be checked. A game that
  // does not open has no 'Jogar aqui' (docs/product/games.md#game-frames).
  if (gameScreens.includes(path)) {
    await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
    await seen(
      page.locator('main iframe').or(page.getByText('Jogo indisponível no momento')).first(),
    );
  }
  await gone(page.getByText('Carregando o jogo…').first());
}

export interface Seen {
  external: Set<string>;
  frames: number;
  unavailable: number;
  links: number;
}

async function checkHere(
  page: Page,
  configured: string[],
  label: string,
  seenSoFar: Seen,
  absent?: string,
): Promise<void> {
  const inspection = await inspectLinksAndFrames(page, configured);
  expect(inspection.problems, label).toEqual([]);
  for (const url of inspection.external) seenSoFar.external.add(url);
  seenSoFar.frames += inspection.frames;
  seenSoFar.unavailable += await page.getByText('Jogo indisponível no momento').count();
  seenSoFar.links += await page.locator('a[href]').count();
  if (absent) expect(await page.getByText(absent).count(), `${label}: "${absent}"`).toBe(0);
}

const open = (page: Page, url: string) =>
  // Not 'load': a configured video or betting site may be unreachable from the test machine.
  page.goto(url, { waitUntil: 'domcontentloaded' });

/** `settingsMarker` is a text only present once the operator settings arrived. */
export async function checkEveryScreen(options: {
  page: Page;
  baseUrl: string;
  configured: string[];
  settingsMarker: string;
  signIn: () => Promise<void>;
  gameScreens: readonly string[];
  launchGame?: string;
  absent?: string;
}): Promise<Seen> {
  const { page, baseUrl, settingsMarker, gameScreens, absent } = options;
  const configured = [...options.configured, ...PUBLIC_HELP_URLS];
  const seenSoFar: Seen = { external: new Set(), frames: 0, unavailable: 0, links: 0 };
  for (const path of AUTH_SCREENS) {
    await open(page, new URL(path, baseUrl).toString());
    await settle(page, path, settingsMarker, gameScreens);
    await checkHere(page, configured, path, seenSoFar, absent);
  }
  await options.signIn();
  for (const path of ADMIN_SCREENS) {
    await open(page, new URL(path, baseUrl).toString());
    await settle(page, path, settingsMarker, gameScreens);
    await checkHere(page, configured, path, seenSoFar, absent);
  }
  if (options.launchGame === undefined) return seenSoFar;
  await open(page, new URL('/admin/games', baseUrl).toString());
  await page.getByRole('button', { name: options.launchGame }).first().click();
  // The frame itself: other parts of the screen carry the game's name as a title too.
  await seen(page.locator(`iframe[title="${options.launchGame}"]`).first());
  await checkHere(page, configured, `/admin/games → ${options.launchGame}`, seenSoFar, absent);
  return seenSoFar;
}
