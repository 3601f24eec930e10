import { describe, expect, it } from 'vitest';
import type { MoneyBacklog } from './money-backlog-repository.js';
import { readBacklog, type ScrapeState } from './scrape-gauges.js';

const BACKLOG: MoneyBacklog = {
  withdrawalsHeld: 1,
  payoutsProcessing: 2,
  oldestPayoutSeconds: 3,
  refundsAwaiting: 4,
  withdrawalsNearDeadline: 5,
  oldestWithdrawalSeconds: 6,
};

/** A state whose backlog source answers `answer` and counts its reads. */
function watched(answer: () => Promise<MoneyBacklog>) {
  const reads = { count: 0 };
  const state: ScrapeState = {
    sources: {
      backlog: () => {
        reads.count += 1;
        return answer();
      },
      pool: () => undefined,
    },
  };
  return { state, reads };
}

describe('readBacklog', () => {
  it('reads nothing before the sources are given', async () => {
    await expect(readBacklog({})).resolves.toBeUndefined();
  });

  it('shares one read among the gauges of a scrape, and reads again at the next scrape', async () => {
    const { state, reads } = watched(() => Promise.resolve(BACKLOG));
    const scrape = await Promise.all([readBacklog(state), readBacklog(state), readBacklog(state)]);
    expect(scrape).toEqual([BACKLOG, BACKLOG, BACKLOG]);
    expect(reads.count).toBe(1);
    await readBacklog(state);
    expect(reads.count).toBe(2);
  });

  it('answers undefined when the database fails, and tries again next time', async () => {
    let fail = true;
    const { state } = watched(() =>
      fail ? Promise.reject(new Error('database down')) : Promise.resolve(BACKLOG),
    );
    await expect(readBacklog(state)).resolves.toBeUndefined();
    fail = false;
    await expect(readBacklog(state)).resolves.toEqual(BACKLOG);
  });
});
