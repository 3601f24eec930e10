// In the suite's Chromium: 100,000 stored rounds walked by the
// built app's own analysis worker, every crash and link held against the
// chain up to its terminating hash; prints the rate (target 50,000/s, which
// `npm run bench` reports too: it is not asserted here, where the suite
// shares two cores with the api and other engineers' work).
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { DESKTOP } from '../support/viewports.js';
import {
  builtWorkerPath,
  honestChain,
  rateSentence,
  RANGE_ROUNDS,
  verifyInBuiltWorker,
} from '../support/worker-range.js';

describe('range check in the web worker', () => {
  // The app's CSP allows only its own scripts; the test brings comlink as the app does.
  const session = useBrowserSession(DESKTOP, { bypassCSP: true });

  it('walks 100,000 stored rounds to the terminating hash in the built worker', async () => {
    const chain = honestChain(RANGE_ROUNDS);
    await session.page.goto('/');
    const outcome = await verifyInBuiltWorker(session.page, builtWorkerPath(), chain);
    console.info(`[e2e] ${rateSentence(outcome)}`);
    expect(outcome.checked).toBe(RANGE_ROUNDS);
    expect(outcome.mismatches).toBe(0);
    expect(outcome.reachedTerminatingHash).toBe(true);
  });
});
