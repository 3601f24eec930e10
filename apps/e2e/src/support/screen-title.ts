// On phones the one-row header has no room, so the name heads the content instead.
import type { Locator, Page } from 'playwright-core';
import type { Viewport } from './viewports.js';

const isPhone = (viewport: Viewport) => viewport.options.isMobile === true;

export function screenTitle(page: Page, viewport: Viewport, name: string): Locator {
  return isPhone(viewport)
    ? page.locator('#conteudo').getByRole('heading', { level: 1, name })
    : page.getByRole('banner').getByRole('heading', { name });
}
