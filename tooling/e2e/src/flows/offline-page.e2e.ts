// The service worker's pages (apps/web/vite.config.ts): a page's request goes
// to the network first, sent by navigation preload while the worker starts,
// and the worker keeps the answer; offline, that copy opens the page.
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { seen } from '../support/expectations.js';
import { PHONE } from '../support/viewports.js';

describe('a page the service worker has seen', () => {
  const session = useBrowserSession(PHONE);

  it('is asked for by navigation preload, and opens offline from its copy', async () => {
    const { page, context } = session;
    await page.goto('/auth/login');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    const preload = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.navigationPreload.getState()).enabled;
    });
    expect(preload).toBe(true);

    // Online, under the worker: the network's answer, which the worker keeps.
    const online = await page.reload();
    expect(online?.status()).toBe(200);
    await seen(page.getByRole('dialog', { name: 'Antes de entrar' }));

    await context.setOffline(true);
    await page.reload();
    await seen(page.getByRole('heading', { name: 'Entrar', exact: true }));
  });
});
