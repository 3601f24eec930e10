import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timingsFor } from './signalCycle';
import { advance } from './testTimers';
import { useSignalCycle } from './useSignalCycle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSignalCycle', () => {
  it('searches for 3 s, shows the signal, counts the cooldown down, then is ready again', () => {
    const generate = vi.fn(() => 'vermelho');
    const { result } = renderHook(() => useSignalCycle(generate, timingsFor('footballStudio')));

    act(() => {
      result.current.request();
    });
    expect(result.current.phase).toBe('searching');
    advance(2999);
    expect(result.current.phase).toBe('searching');
    expect(generate).not.toHaveBeenCalled();

    advance(1);
    expect(result.current).toMatchObject({
      phase: 'cooldown',
      signal: 'vermelho',
      revealed: true,
      secondsLeft: 120,
    });

    advance(1000);
    expect(result.current.secondsLeft).toBe(119);
    advance(118_000);
    expect(result.current).toMatchObject({ phase: 'cooldown', secondsLeft: 1 });
    advance(1000);
    expect(result.current).toMatchObject({ phase: 'idle', signal: 'vermelho', secondsLeft: 0 });
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('ignores requests while searching or cooling down', () => {
    const generate = vi.fn(() => 1);
    const { result } = renderHook(() => useSignalCycle(generate, timingsFor('roulette')));
    act(() => {
      result.current.request();
      result.current.request();
    });
    advance(3000);
    act(() => {
      result.current.request();
    });
    advance(3000);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('cooldown');
  });

  it('keeps Mines unrevealed for 4 s after the result, with a 90 s cooldown', () => {
    const { result } = renderHook(() => useSignalCycle(() => [1, 2, 3], timingsFor('mines')));
    act(() => {
      result.current.request();
    });
    advance(3000);
    expect(result.current).toMatchObject({ phase: 'cooldown', revealed: false, secondsLeft: 90 });
    advance(3999);
    expect(result.current.revealed).toBe(false);
    advance(1);
    expect(result.current.revealed).toBe(true);
    advance(86_000);
    expect(result.current.phase).toBe('idle');
  });

  it('clears the generic message when its 60 s cooldown ends', () => {
    const { result } = renderHook(() => useSignalCycle(() => 'entradas', timingsFor('generic')));
    act(() => {
      result.current.request();
    });
    advance(3000 + 59_000);
    expect(result.current).toMatchObject({ phase: 'cooldown', signal: 'entradas', secondsLeft: 1 });
    advance(1000);
    expect(result.current).toMatchObject({ phase: 'idle', signal: null });
  });

  it('stops its timers when the screen goes away', () => {
    const generate = vi.fn(() => 1);
    const { result, unmount } = renderHook(() => useSignalCycle(generate, timingsFor('bacBo')));
    act(() => {
      result.current.request();
    });
    unmount();
    advance(10_000);
    expect(generate).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws only once the permit says yes, even when it answers after the search', async () => {
    const generate = vi.fn(() => 'vermelho');
    let answer: (ok: boolean) => void = () => undefined;
    const permit = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() =>
      useSignalCycle(generate, timingsFor('footballStudio'), permit),
    );
    act(() => {
      result.current.request();
    });
    expect(permit).toHaveBeenCalledTimes(1);
    advance(5000);
    expect(result.current.phase).toBe('searching');
    expect(generate).not.toHaveBeenCalled();
    await act(async () => {
      answer(true);
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ phase: 'cooldown', signal: 'vermelho' });
  });

  it('a refused permit ends the search with nothing drawn, and a new request may follow', async () => {
    const generate = vi.fn(() => 'vermelho');
    const permit = vi.fn(() => Promise.resolve(false));
    const { result } = renderHook(() =>
      useSignalCycle(generate, timingsFor('footballStudio'), permit),
    );
    act(() => {
      result.current.request();
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toMatchObject({ phase: 'idle', signal: null });
    expect(generate).not.toHaveBeenCalled();
    act(() => {
      result.current.request();
    });
    expect(permit).toHaveBeenCalledTimes(2);
  });
});
