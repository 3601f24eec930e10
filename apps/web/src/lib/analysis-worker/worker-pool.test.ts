// The answer watchdog: a worker that neither answers nor reports an error (the
// browser dropped it, a message was lost) is given up after ANSWER_TIMEOUT_MS,
// on fake timers here.
import { analysisApi } from '@velas/analysis/analysis-api';
import { describeOdds } from '@velas/analysis/statistics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalysisClient } from './worker-client';
import { ANSWER_TIMEOUT_MS, memberOn, type WorkerLike } from './worker-pool';

const odds = [1.5, 2, 2, 3.33, 10, 1.01];

/** A worker that takes every message and never answers nor fails. */
function silentWorker() {
  const worker = {
    postMessage: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    terminate: vi.fn(),
  } satisfies WorkerLike;
  return worker;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the answer watchdog', () => {
  it("stops the client's silent worker and answers the call on the main thread", async () => {
    const worker = silentWorker();
    const client = createAnalysisClient({ startWorker: () => worker });
    let settled = false;
    const answer = client.describeOdds(odds).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(worker.postMessage).toHaveBeenCalled();
    expect([settled, client.usesWorker()]).toEqual([false, true]);

    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual(describeOdds(odds));
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect(client.usesWorker()).toBe(false);
    // Later calls no longer wait for it.
    expect(await client.describeOdds(odds)).toEqual(describeOdds(odds));
  });

  it("gives up a pool member's silent worker the same way, once", async () => {
    const worker = silentWorker();
    const member = memberOn(worker);
    const direct = () => analysisApi.describeOdds(odds);
    const first = member.call((api) => api.describeOdds(odds), direct);
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(await first).toEqual(describeOdds(odds));
    expect(worker.terminate).toHaveBeenCalledTimes(1);

    const sentBefore = worker.postMessage.mock.calls.length;
    expect(await member.call((api) => api.describeOdds(odds), direct)).toEqual(describeOdds(odds));
    expect(worker.postMessage.mock.calls.length).toBe(sentBefore);
  });

  it('leaves no timer behind a call the worker answered', async () => {
    const worker = silentWorker();
    const member = memberOn(worker);
    const answered = await member.call(
      () => Promise.resolve('from the worker'),
      () => 'here',
    );
    expect(answered).toBe('from the worker');
    expect(vi.getTimerCount()).toBe(0);
  });
});
