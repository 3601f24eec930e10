// Where a screen's name is shown: in the header on wider screens; on phones the
// one-row header has no room, so it heads the content instead (TopBar's PageTitle).
import type { Locator, Page } from 'playwright-core';
import type { Viewport } from './viewports.js';

const isPhone = (viewport: Viewport) => viewport.options.isMobile === true;

export function screenTitle(page: Page, viewport: Viewport, name: string): Locator {
  return isPhone(viewport)
    ? page.locator('#conteudo').getByRole('heading', { level: 1, name })
    : page.getByRole('banner').getByRole('heading', { name });
}
