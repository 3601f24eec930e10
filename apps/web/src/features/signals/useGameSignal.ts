// A game's signal flow with its timings of spec §4, drawing each signal from
// the random source (the CSPRNG in the product, a fixed one in tests). While
// the api refuses play (pause, self-exclusion, session limit, no limits yet),
// no signal starts and the api's pt-BR reason is returned instead.
import type { RandomSource } from '@velas/analysis/signals/random-source';
import { useCallback, useMemo } from 'react';
import { useProtectionStatusQuery } from '../../services/protectionApi';
import { timingsFor, type SignalGame } from './signalCycle';
import { useSignalCycle, type SignalCycle } from './useSignalCycle';

export function useGameSignal<S>(
  game: SignalGame,
  /** Must be stable (a module function or memoised), like any hook dependency. */
  draw: (random: RandomSource) => S,
  random: RandomSource,
): SignalCycle<S> & { refusal: string | null } {
  const generate = useCallback(() => draw(random), [draw, random]);
  const timings = useMemo(() => timingsFor(game), [game]);
  const cycle = useSignalCycle(generate, timings);
  const { data } = useProtectionStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const refusal = data?.refusal ?? null;
  const { request } = cycle;
  const guarded = useCallback(() => {
    if (refusal === null) request();
  }, [refusal, request]);
  return { ...cycle, request: guarded, refusal };
}
