import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../harness/browser.js';
import { DEMO } from '../support/accounts.js';
import { stopWorkers, waitForInstalledWorker } from '../support/service-worker.js';
import { signIn } from '../support/sign-in.js';
import { PHONE } from '../support/viewports.js';

/** Lighthouse's mobile "slow 4G" as DevTools applies it (its devtools throttling preset). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** After the sign-in, so it is not measured. */
  throttle(): Promise<CDPSession>;
  close(): Promise<void>;
}

export async function openPhone(
  executablePath: string,
  baseUrl: string,
  signedIn: boolean,
): Promise<Phone> {
  const profile = mkdtempSync(join(tmpdir(), 'velas-phone-'));
  const withWorker = process.env.BENCH_SW !== 'block';
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    chromiumSandbox: false,
    args: CHROMIUM_FLAGS,
    baseURL: baseUrl,
    // BENCH_SW=block: never the service worker, the same visit from the HTTP cache alone.
    serviceWorkers: withWorker ? 'allow' : 'block',
    ...PHONE.options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (signedIn) {
    await signIn(page, DEMO.email, DEMO.password);
    // A returning player's phone: the worker has installed and controls the
    // app (measured while it still installed, the visit raced its precaching),
    // then it is stopped, as after hours away.
    if (withWorker) await waitForInstalledWorker(page);
    await page.goto('about:blank');
    if (withWorker) await stopWorkers(context, page);
  }
  return {
    context,
    page,
    async throttle() {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      return cdp;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
