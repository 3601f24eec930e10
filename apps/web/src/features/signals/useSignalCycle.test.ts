// The signal flow of docs/product/signals.md#signal-flow: a tap draws at once, after
// the api's permit, with no search, no reveal delay and no cooldown.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSignalCycle } from './useSignalCycle.ts';

describe('useSignalCycle', () => {
  it('draws at once on a tap, with no timer, and may draw again right away', () => {
    vi.useFakeTimers();
    try {
      let draws = 0;
      const generate = vi.fn(() => (draws += 1));
      const { result } = renderHook(() => useSignalCycle(generate));
      expect(result.current).toMatchObject({ phase: 'idle', signal: null });
      act(() => {
        result.current.request();
      });
      expect(result.current).toMatchObject({ phase: 'idle', signal: 1 });
      // No search, no reveal, no cooldown: nothing is left running.
      expect(vi.getTimerCount()).toBe(0);
      act(() => {
        result.current.request();
      });
      expect(result.current.signal).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws only once the permit says yes, and asks once for a double tap', async () => {
    const generate = vi.fn(() => 'vermelho');
    let answer: (ok: boolean) => void = () => undefined;
    const permit = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useSignalCycle(generate, permit));
    act(() => {
      result.current.request();
      result.current.request();
    });
    expect(permit).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('asking');
    expect(generate).not.toHaveBeenCalled();
    await act(async () => {
      answer(true);
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ phase: 'idle', signal: 'vermelho' });
  });

  it('a refused permit draws nothing and clears the last signal; a new request may follow', async () => {
    const generate = vi.fn(() => 'vermelho');
    const permit = vi.fn().mockResolvedValueOnce(true).mockResolvedValue(false);
    const { result } = renderHook(() => useSignalCycle(generate, permit));
    await act(async () => {
      result.current.request();
      await Promise.resolve();
    });
    expect(result.current.signal).toBe('vermelho');
    await act(async () => {
      result.current.request();
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ phase: 'idle', signal: null });
    expect(generate).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.request();
    });
    expect(permit).toHaveBeenCalledTimes(3);
  });

  it('draws nothing when the permit answers after the screen went away', async () => {
    const generate = vi.fn(() => 1);
    let answer: (ok: boolean) => void = () => undefined;
    const permit = () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      });
    const { result, unmount } = renderHook(() => useSignalCycle(generate, permit));
    act(() => {
      result.current.request();
    });
    unmount();
    await act(async () => {
      answer(true);
      await Promise.resolve();
    });
    expect(generate).not.toHaveBeenCalled();
  });
});
