import { describe, expect, it } from 'vitest';
import { DeferredStartUp } from './deferred-start-up.js';

describe('the deferred start-up work', () => {
  it('runs its tasks in order, once, however often it is asked', async () => {
    const ran: string[] = [];
    const work = new DeferredStartUp();
    work.add('seed', () => {
      ran.push('seed');
      return Promise.resolve();
    });
    work.add('what reads the seed', () => {
      ran.push('what reads the seed');
      return Promise.resolve();
    });
    expect(work.state).toBe('pending');
    await Promise.all([work.run(), work.run()]);
    await work.run();
    expect(ran).toEqual(['seed', 'what reads the seed']);
    expect(work.state).toBe('done');
  });

  it('stops at the first failure, names it, and runs nothing after it', async () => {
    const ran: string[] = [];
    const work = new DeferredStartUp();
    const broken = new Error('unique violation');
    work.add('seed', () => Promise.reject(broken));
    work.add('what reads the seed', () => {
      ran.push('what reads the seed');
      return Promise.resolve();
    });
    await expect(work.run()).rejects.toMatchObject({
      message: 'start-up task failed: seed',
      cause: broken,
    });
    expect(ran).toEqual([]);
    expect(work.state).toBe('failed');
  });

  it('refuses a task once it has begun', () => {
    const work = new DeferredStartUp();
    void work.run();
    expect(() => {
      work.add('late', () => Promise.resolve());
    }).toThrow('start-up task added too late: late');
  });
});
