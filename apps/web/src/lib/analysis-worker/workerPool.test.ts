// The WorkerPool on fake timers and fake workers: a worker that neither
// answers nor reports an error (the browser dropped it, a message was lost) is
// given up after ANSWER_TIMEOUT_MS, one that reports an error at once; the
// extra workers stop POOL_IDLE_MS after the last shared call. The real worker
// threads run in workerClient.test.ts.
import { analysisApi } from '@velas/analysis/analysis-api';
import { describeOdds } from '@velas/analysis/statistics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalysisClient } from './workerClient.ts';
import {
  ANSWER_TIMEOUT_MS,
  POOL_IDLE_MS,
  poolSizeFor,
  WorkerPool,
  type PoolMember,
  type WorkerLike,
} from './workerPool.ts';

const odds = [1.5, 2, 2, 3.33, 10, 1.01];
const direct = () => analysisApi.describeOdds(odds);
const viaWorker: Parameters<PoolMember['call']>[0] = (api) => api.describeOdds(odds);

/** A worker that takes every message and never answers; `fail()` makes it report an error. */
function silentWorker() {
  const errorListeners: (() => void)[] = [];
  const worker = {
    postMessage: vi.fn(),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'error') errorListeners.push(listener);
    }),
    removeEventListener: vi.fn(),
    terminate: vi.fn(),
    fail: () => {
      errorListeners.forEach((listener) => {
        listener();
      });
    },
  } satisfies WorkerLike & { fail(): void };
  return worker;
}

/** A pool of `size` silent workers, and the workers it started. */
function silentPool(size: number) {
  const workers: ReturnType<typeof silentWorker>[] = [];
  const pool = new WorkerPool({
    startWorker: () => {
      const worker = silentWorker();
      workers.push(worker);
      return worker;
    },
    size,
    answerTimeoutMs: ANSWER_TIMEOUT_MS,
  });
  return { pool, workers };
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

  it("gives up a shared member's silent worker the same way, once", async () => {
    const { pool, workers } = silentPool(2);
    const first = pool.shared(([, other]) =>
      (other ?? expect.fail('no second member')).call(viaWorker, direct),
    );
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(await first).toEqual(describeOdds(odds));
    const other = workers[1];
    expect(other?.terminate).toHaveBeenCalledTimes(1);

    const sentBefore = other?.postMessage.mock.calls.length;
    const again = await pool.shared(([, member]) =>
      (member ?? expect.fail('no second member')).call(viaWorker, direct),
    );
    expect(again).toEqual(describeOdds(odds));
    expect(other?.postMessage.mock.calls.length).toBe(sentBefore);
    // The own worker answers on.
    expect(pool.usesWorker()).toBe(true);
  });

  it('gives up a worker that reports an error without waiting for the timeout', async () => {
    const { pool, workers } = silentPool(1);
    const answer = pool.call(viaWorker, direct);
    workers[0]?.fail();
    expect(await answer).toEqual(describeOdds(odds));
    expect(workers[0]?.terminate).toHaveBeenCalledTimes(1);
    expect(pool.usesWorker()).toBe(false);
    expect(pool.size()).toBe(1);
  });

  it("passes the analysis function's own error to the caller and keeps the worker", async () => {
    const { pool, workers } = silentPool(1);
    const refused = pool.call(() => Promise.reject(new RangeError('positive finite')), direct);
    await expect(refused).rejects.toThrow(RangeError);
    expect(workers[0]?.terminate).not.toHaveBeenCalled();
    expect(pool.usesWorker()).toBe(true);
  });

  it('leaves no timer behind a call the worker answered', async () => {
    const { pool } = silentPool(1);
    const answered = await pool.call(
      () => Promise.resolve('from the worker'),
      () => 'here',
    );
    expect(answered).toBe('from the worker');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the pool', () => {
  it('starts the other workers at the first shared call and stops them once idle', async () => {
    const { pool, workers } = silentPool(3);
    expect(workers).toHaveLength(1);
    const shared = pool.shared((members) => Promise.resolve(members.length));
    expect(await shared).toBe(3);
    expect(workers).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(POOL_IDLE_MS - 1);
    expect(workers.map((worker) => worker.terminate.mock.calls.length)).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(1);
    // The own worker stays for the other analyses.
    expect(workers.map((worker) => worker.terminate.mock.calls.length)).toEqual([0, 1, 1]);

    expect(pool.size()).toBe(3);
    expect(workers).toHaveLength(5);
  });

  it('keeps the others while a shared call runs, and times their idleness from its end', async () => {
    const { pool, workers } = silentPool(2);
    let finish: () => void = () => undefined;
    const long = pool.shared(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await pool.shared(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(POOL_IDLE_MS);
    expect(workers[1]?.terminate).not.toHaveBeenCalled();

    finish();
    await long;
    await vi.advanceTimersByTimeAsync(POOL_IDLE_MS);
    expect(workers[1]?.terminate).toHaveBeenCalledTimes(1);
  });

  it('runs shared work on the main thread alone when no worker starts', async () => {
    const pool = new WorkerPool({
      startWorker: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      size: 4,
      answerTimeoutMs: ANSWER_TIMEOUT_MS,
    });
    expect([pool.size(), pool.usesWorker()]).toEqual([1, false]);
    const shared = pool.shared(([only]) =>
      (only ?? expect.fail('no member')).call(viaWorker, direct),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(await shared).toEqual(describeOdds(odds));
  });

  it('stops every worker on terminate', () => {
    const { pool, workers } = silentPool(3);
    pool.size();
    pool.terminate();
    expect(workers.map((worker) => worker.terminate.mock.calls.length)).toEqual([1, 1, 1]);
    expect(pool.usesWorker()).toBe(false);
  });

  it.each([
    [undefined, 1],
    [0, 1],
    [2.5, 1],
    [4, 4],
    [32, 8],
  ])('sizes the pool for %s cores at %i workers', (cores, size) => {
    expect(poolSizeFor(cores)).toBe(size);
  });
});
