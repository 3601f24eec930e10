import type { BrowserContext, Page } from 'playwright-core';

export async function waitForInstalledWorker(page: Page): Promise<void> {
  // Bounded: a build without a worker fails the bench instead of hanging it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Stopped, as after hours away: the next visit starts the worker again. */
export async function stopWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}
