// Signal flows run on the page's timers: the test stops time before acting
// and moves it on by exactly the spec's delays instead of waiting them out.
import type { Page } from 'playwright-core';

/** Call after page.clock.install() and once the screen is ready. */
export async function stopTime(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * axe-core schedules its work with setTimeout, which a paused clock never
 * fires: let time run while it checks, then stop it again.
 */
export async function whileTimeRuns(page: Page, action: () => Promise<void>): Promise<void> {
  await page.clock.resume();
  await action();
  await stopTime(page);
}
