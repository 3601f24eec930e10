// A game's signal flow with its timings of docs/product.md#signal-flow, drawing each signal from
// the random source (the CSPRNG in the product, a fixed one in tests).
import type { RandomSource } from '@velas/analysis/signals/random-source';
import { useCallback, useMemo } from 'react';
import { timingsFor, type SignalGame } from './signalCycle';
import { useSignalCycle, type SignalCycle } from './useSignalCycle';

export function useGameSignal<S>(
  game: SignalGame,
  /** Must be stable (a module function or memoised), like any hook dependency. */
  draw: (random: RandomSource) => S,
  random: RandomSource,
): SignalCycle<S> {
  const generate = useCallback(() => draw(random), [draw, random]);
  const timings = useMemo(() => timingsFor(game), [game]);
  return useSignalCycle(generate, timings);
}
