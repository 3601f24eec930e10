// The service worker's pages (apps/web/vite.config.ts): a page's request goes
// to the network first, sent by navigation preload while the worker starts,
// and the worker keeps the answer; offline, that copy opens the page. Api
// calls never wake the worker: it declared them network-only as it installed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { seen } from '../support/expectations.js';
import { waitForInstalledWorker } from '../support/service-worker.js';
import { PHONE } from '../support/viewports.js';

async function openUnderTheWorker(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await waitForInstalledWorker(page);
}

/** What Chromium reports of each response's path past the worker's static routes, by path. */
async function routerSources(page: Page): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceived', ({ response }) => {
    sources.set(
      new URL(response.url).pathname,
      response.serviceWorkerRouterInfo?.matchedSourceType ?? 'nenhuma regra',
    );
  });
  await cdp.send('Network.enable');
  return sources;
}

describe('a page the service worker has seen', () => {
  const session = useBrowserSession(PHONE);

  it('is asked for by navigation preload, and opens offline from its copy', async () => {
    const { page, context } = session;
    await openUnderTheWorker(page);
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

  it('lets api calls past it, straight to the network', async () => {
    const { page } = session;
    await openUnderTheWorker(page);
    const sources = await routerSources(page);
    await page.reload();
    await seen(page.getByRole('dialog', { name: 'Antes de entrar' }));
    await expect.poll(() => sources.get('/api/settings/public')).toBe('network');
    // The page itself still goes through the worker (navigation preload, its copy offline).
    expect(sources.get('/auth/login')).not.toBe('network');
  });
});
