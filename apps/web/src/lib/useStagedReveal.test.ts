import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from './useStagedReveal.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An idle queue the test runs by hand, one callback at a time. */
function stubIdleCallbacks() {
  const queue = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    queue.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    queue.delete(handle);
  });
  return {
    pending: () => queue.size,
    runOne: () => {
      const [handle, callback] = [...queue][0] ?? [];
      if (handle === undefined || callback === undefined) throw new Error('no idle callback');
      queue.delete(handle);
      act(() => {
        callback({ didTimeout: false, timeRemaining: () => 10 });
      });
    },
  };
}

describe('useStagedReveal', () => {
  it('shows the first parts at once, then one more per idle moment, up to the total', () => {
    const idle = stubIdleCallbacks();
    const { result } = renderHook(() => useStagedReveal(5, 3));
    expect(result.current).toBe(3);
    idle.runOne();
    expect(result.current).toBe(4);
    idle.runOne();
    expect(result.current).toBe(5);
    expect(idle.pending()).toBe(0);
  });

  it('shows everything at once where the browser has no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useStagedReveal(5, 3));
    expect(result.current).toBe(5);
  });
});
