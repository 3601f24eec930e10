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
    await scheduler.stop();
  });

  it('runs nothing after stop', async () => {
    const scheduler = timerScheduler(() => undefined);
    const work = vi.fn(() => Promise.resolve());
    scheduler.after(10, work);
    scheduler.every(10, work);
    await scheduler.stop();
    scheduler.after(10, work);
    scheduler.every(10, work);
    await vi.advanceTimersByTimeAsync(50);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs a job first after its own delay, then at each interval', async () => {
    const scheduler = timerScheduler(() => undefined);
    const turns: number[] = [];
    scheduler.every(100, () => Promise.resolve(turns.push(Date.now())), 30);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(250);
    expect(turns.map((at) => at - start)).toEqual([30, 130, 230]);
    await scheduler.stop();
  });

  // The app closes its database right after: a job still running would meet it closed.
  it('waits on stop for the work running now', async () => {
    const scheduler = timerScheduler(() => undefined);
    let finish = () => {};
    const released = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let finished = false;
    scheduler.after(10, async () => {
      await released;
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
  });
});
