// While play is refused no signal is drawn and the api's pt-BR reason is
// returned instead (docs/product/player-protection.md#signal-permit).
import type { RandomSource } from '@velas/analysis/signals/random-source';
import { commonMessages } from '@velas/domain/messages/common';
import { isApiFailure } from '@velas/web-core/api-failure';
import { useCallback, useState } from 'react';
import { useProtectionStatusQuery, useSignalPermitMutation } from '#/services/protectionApi.ts';
import { useSignalCycle, type SignalCycle } from './useSignalCycle.ts';

export function useGameSignal<S>(
  /** Must be stable (a module function or memoised), like any hook dependency. */
  draw: (random: RandomSource) => S,
  random: RandomSource,
): SignalCycle<S> & { refusal: string | null; blocked: boolean } {
  const generate = useCallback(() => draw(random), [draw, random]);
  const [askPermit] = useSignalPermitMutation();
  // The last permit's refusal, shown until the next request.
  const [permitRefusal, setPermitRefusal] = useState<string | null>(null);
  const permit = useCallback(async () => {
    try {
      await askPermit(undefined).unwrap();
      return true;
    } catch (failure) {
      setPermitRefusal(isApiFailure(failure) ? failure.message : commonMessages.internalError);
      return false;
    }
  }, [askPermit]);
  const cycle = useSignalCycle(generate, permit);
  // The status says ahead of time what the permit would answer, so the button is off already.
  const { data } = useProtectionStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const statusRefusal = data?.refusal ?? null;
  const { request } = cycle;
  const guarded = useCallback(() => {
    if (statusRefusal !== null) return;
    setPermitRefusal(null);
    request();
  }, [statusRefusal, request]);
  return {
    ...cycle,
    request: guarded,
    refusal: statusRefusal ?? permitRefusal,
    blocked: statusRefusal !== null,
  };
}
