import type { Locator, Page } from 'playwright-core';

/** A card (<section>) by its title, as the screen shows it. */
export function card(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}
