import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timerScheduler } from './scheduler.js';

describe('timerScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // A payout job once rejected when the database cut its connection; the
  // rejection went unhandled and ended the api process (reliability/faults).
  it('hands a failing job to onFailure instead of leaving the rejection unhandled', async () => {
    const failures: unknown[] = [];
    const scheduler = timerScheduler((error) => failures.push(error));
    const cut = new Error('terminating connection due to administrator command');
    scheduler.after(10, () => Promise.reject(cut));
    let turns = 0;
    scheduler.every(10, () => {
      turns += 1;
      return turns === 1 ? Promise.reject(cut) : Promise.resolve();
    });
    await vi.advanceTimersByTimeAsync(20);
    expect(failures).toEqual([cut, cut]);
    expect(turns).toBe(2);
    scheduler.cancelAll();
  });

  it('runs nothing after cancelAll', async () => {
    const scheduler = timerScheduler(() => undefined);
    const work = vi.fn(() => Promise.resolve());
    scheduler.after(10, work);
    scheduler.every(10, work);
    scheduler.cancelAll();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).not.toHaveBeenCalled();
  });
});
