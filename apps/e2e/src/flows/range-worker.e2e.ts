// In the suite's Chromium: 100,000 stored rounds checked by the built app's
// own analysis workers the way the app checks a range (segments on a pool of
// them, one per core, the joins held), every crash and link held against the
// chain up to its terminating hash; prints the rate (the target of
// docs/architecture.md#performance-targets, which
// `npm run bench` reports too: it is not asserted here, where the suite
// shares two cores with the api and other engineers' work).
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { DESKTOP } from '../support/viewports.js';
import {
  builtWorkerPath,
  honestChainFile,
  rateSentence,
  RANGE_ROUNDS,
  verifyInBuiltPool,
} from '../support/worker-pool-range.js';

/** Where the page fetches the chain: answered by the test, never by the api. */
const CHAIN_PATH = '/e2e-range-chain.bin';

describe('range check in the web worker', () => {
  // The app's CSP allows only its own scripts; the test brings comlink as the
  // app does. No service worker, so the page route answers the chain's fetch.
  const session = useBrowserSession(DESKTOP, { bypassCSP: true, serviceWorkers: 'block' });

  it('walks 100,000 stored rounds to the terminating hash in the built workers', async () => {
    const { bytes, ...chain } = honestChainFile(RANGE_ROUNDS);
    await session.page.route(`**${CHAIN_PATH}`, (route) =>
      route.fulfill({ body: bytes, contentType: 'application/octet-stream' }),
    );
    await session.page.goto('/');
    const outcome = await verifyInBuiltPool(session.page, builtWorkerPath(), CHAIN_PATH, chain);
    console.info(`[e2e] ${rateSentence(outcome)}`);
    expect(outcome.checked).toBe(RANGE_ROUNDS);
    expect(outcome.mismatches).toBe(0);
    expect(outcome.joinsHold).toBe(true);
    expect(outcome.reachedTerminatingHash).toBe(true);
  });
});
