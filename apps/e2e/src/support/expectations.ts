// playwright-core has no retrying `expect`: these wait for what a person
// would see, then assert it.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageLogOf } from './page-log.js';

export async function seen(locator: Locator, timeout?: number): Promise<Locator> {
  try {
    await locator.waitFor({ state: 'visible', ...(timeout !== undefined && { timeout }) });
  } catch (error) {
    throw new Error(`${String(error)}\n${await whatThePageShows(locator.page())}`, {
      cause: error,
    });
  }
  return locator;
}

async function whatThePageShows(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(sem texto: ${String(error)})`);
  const log = pageLogOf(page);
  return `URL: ${page.url()}\nTexto da página: ${plain(text).slice(0, 600)}${log && `\nNa página:\n${log}`}`;
}

export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

export async function seeAlert(page: Page, text: string): Promise<void> {
  await seen(page.getByRole('alert').filter({ hasText: text }));
  expect((await page.getByRole('alert').filter({ hasText: text }).first().innerText()).trim()).toBe(
    text,
  );
}

export async function atPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Text as a person reads it: Intl's non-breaking spaces count as spaces. */
export function plain(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function textOf(locator: Locator): Promise<string> {
  return plain(await locator.innerText());
}
