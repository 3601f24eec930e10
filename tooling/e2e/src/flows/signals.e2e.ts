// Signal screens (docs/product.md#signal-flow, #signal-screens, #true-odds,
// #honesty-rules): searching, the result with its true chance and the honesty
// line, the cooldown, enabled again — on a controlled clock — plus the real
// online count and the Horarios estimates.
import { COOLDOWN_SECONDS, MINES_REVEAL_MS, SIGNAL_SEARCH_MS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { formatProbability } from '@velas/domain/schemas/signals';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { onlineByApi, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { stopTime, whileTimeRuns } from '../support/clock.js';
import { plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

// The chances, worked out here from the games' rules (docs/product.md#true-odds).
const DICE_SUM_TIES = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].reduce((sum, ways) => sum + ways ** 2, 0);
const CHANCES = {
  // 3 safe cells among 22 safe of 25 with 3 mines.
  mines: formatProbability({ numerator: 22 * 21 * 20, denominator: 25 * 24 * 23 }),
  // Main number, 4 coverage numbers and 0 on a 37-pocket wheel.
  roulette: formatProbability({ numerator: 6, denominator: 37 }),
  // Two dice a side: the colour wins half of the non-tie outcomes.
  bacBo: formatProbability({ numerator: (1296 - DICE_SUM_TIES) / 2, denominator: 1296 }),
  // One card a side from 8 decks (416 cards, 32 of each of 13 ranks).
  footballStudio: formatProbability({
    numerator: (416 * 415 - 13 * 32 * 31) / 2,
    denominator: 416 * 415,
  }),
};

/** The game under the controls, opened by 'Jogar aqui': the start call's page, or none when the screen has no game. */
async function seeGameFrame(page: Page, game: string | null): Promise<void> {
  if (game === null) return;
  await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
  const frame = page.frameLocator(`iframe[title="${game}"]`);
  await seen(frame.getByRole('heading', { name: game }));
}

async function openSignalScreen(page: Page, path: string, game: string | null): Promise<Locator> {
  await page.clock.install();
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(path);
  const button = await seen(page.getByRole('button', { name: 'Gerar Sinal' }));
  await seen(page.getByRole('link', { name: 'Voltar', exact: true }));
  await seeGameFrame(page, game);
  return button;
}

/** Before the first tap: what a signal is and its true chance, then the honesty line. */
async function expectIntro(page: Page, chance: string): Promise<void> {
  const intro = await seen(page.getByText(/^Um sinal é um sorteio feito no seu aparelho/));
  expect(await textOf(intro)).toContain(`Chance real de acerto`);
  expect(await textOf(intro)).toContain(plain(chance));
  await seen(page.getByText(messages.signalHonesty));
}

async function searchThenResult(page: Page, button: Locator): Promise<Locator> {
  await stopTime(page);
  await button.click();
  await seen(page.getByRole('button', { name: 'Buscando sinal...' }));
  expect(await page.getByRole('button', { name: 'Buscando sinal...' }).isDisabled()).toBe(true);
  await page.clock.runFor(SIGNAL_SEARCH_MS);
  return page.getByRole('status').filter({ hasText: messages.signalGenerated });
}

async function expectHonestResult(result: Locator, chance: string | null): Promise<void> {
  await seen(result);
  const text = await textOf(result);
  expect(text).toContain(messages.signalHonesty);
  if (chance) expect(text).toContain(`Chance real de acerto: ${plain(chance)}`);
}

async function coolsDownThenEnabled(page: Page, seconds: number): Promise<void> {
  const waiting = page.getByRole('button', { name: /^Novo sinal em \d\d:\d\d$/ });
  await seen(waiting);
  expect(await waiting.isDisabled()).toBe(true);
  await page.clock.runFor(seconds * 1000);
  const again = await seen(page.getByRole('button', { name: 'Gerar Sinal' }));
  expect(await again.isEnabled()).toBe(true);
}

describe.each(VIEWPORTS)('sinais ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('Mines Pro: three stars after the reveal, 66,96% and a 90 s cooldown', async () => {
    const { page } = session;
    const button = await openSignalScreen(page, '/admin/mines', 'Mines Pro');
    await expectIntro(page, CHANCES.mines);
    await seen(page.getByText(messages.minesBoardIdle));
    await checkScreen(page, viewport, 'mines');
    await searchThenResult(page, button);
    await seen(page.getByRole('gridcell', { name: 'carregando' }).first());
    await page.clock.runFor(MINES_REVEAL_MS);
    expect(await page.getByRole('gridcell', { name: 'estrela' }).count()).toBe(3);
    expect(await page.getByRole('gridcell', { name: 'não indicada' }).count()).toBe(22);
    const result = page.getByRole('status').filter({ hasText: messages.signalGenerated });
    await expectHonestResult(result, CHANCES.mines);
    await whileTimeRuns(page, () => checkScreen(page, viewport, 'mines-result'));
    await coolsDownThenEnabled(page, COOLDOWN_SECONDS.mines);
  });

  for (const [path, name, game, chance, cooldown] of [
    [
      '/admin/football-studio',
      'football-studio',
      'Football Studio',
      CHANCES.footballStudio,
      COOLDOWN_SECONDS.footballStudio,
    ],
    ['/admin/bacboo', 'bacboo', 'Bac Bo', CHANCES.bacBo, COOLDOWN_SECONDS.bacBo],
    // The spec names no roulette game: the frame shows the betting site.
    ['/admin/roletas', 'roletas', null, CHANCES.roulette, COOLDOWN_SECONDS.roulette],
  ] as const) {
    it(`${name}: the signal with its true chance, then a ${cooldown} s cooldown`, async () => {
      const { page } = session;
      const button = await openSignalScreen(page, path, game);
      await expectIntro(page, chance);
      // Roletas has no catalogue game: its RTP comes from the European wheel's rules.
      if (name === 'roletas') await seen(page.getByText(/^RTP 97,3%: a cada R\$\s100,00/));
      await checkScreen(page, viewport, name);
      const result = await searchThenResult(page, button);
      await expectHonestResult(result, chance);
      await whileTimeRuns(page, () => checkScreen(page, viewport, `${name}-result`));
      await coolsDownThenEnabled(page, cooldown);
    });
  }

  it('generic signal of a PG game: entries, the wait text, cleared after 60 s', async () => {
    const { page } = session;
    await page.clock.install();
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/games');
    await page.getByRole('button', { name: 'Frutas' }).click();
    const panel = await seen(page.getByRole('region', { name: 'Sinal para Frutas' }));
    const button = await seen(panel.getByRole('button', { name: 'Gerar Sinal' }));
    const result = await searchThenResult(page, button);
    await expectHonestResult(result, null);
    expect(await textOf(result)).toMatch(/Entradas normais: \d+ Entradas turbo: \d+/);
    const waiting = await seen(
      panel.getByRole('button', { name: 'Aguarde para solicitar novamente' }),
    );
    expect(await waiting.isDisabled()).toBe(true);
    await seen(panel.getByText(/^Próximo sinal em \d\d:\d\d$/));
    await whileTimeRuns(page, () => checkScreen(page, viewport, 'generic-signal', 'main'));
    await page.clock.runFor(COOLDOWN_SECONDS.generic * 1000);
    await seen(panel.getByRole('button', { name: 'Gerar Sinal' }));
    expect(await result.count()).toBe(0);
  });

  it('Horarios: what the hours show over their real window, and the real online count', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/horarios');
    await seeGameFrame(page, 'Aviator');
    for (const label of ['3x ou mais', '10x ou mais'])
      await seen(page.getByRole('heading', { name: label }));
    const text = await textOf(page.locator('main'));
    // What the hours show, and what was observed over the real window, never a
    // time to wait for (docs/product.md#time-estimates).
    expect(text).toContain(messages.hoursLead);
    expect(text).toMatch(
      /10x ou mais saiu em [\d.]+ das últimas [\d.]+ rodadas \([\d,]+%\), cerca de .+ de jogo\./,
    );
    expect(text).not.toMatch(/a cada \d+ min/);
    expect(text).not.toMatch(/\d\d:\d\d:\d\d|em ~\d+ min|por volta das/);
    await page.getByText('Como calculamos').first().click();
    expect(await textOf(page.locator('main'))).toContain(messages.estimateMethod);

    const token = await signInByApi(DEMO.email, DEMO.password);
    const online = await onlineByApi(token);
    expect(online).toBeGreaterThan(0);
    const counter =
      online === 1 ? '1 pessoa online' : `${online.toLocaleString('pt-BR')} pessoas online`;
    await seen(page.getByText(counter, { exact: true }));
    await checkScreen(page, viewport, 'horarios');
  });
});
