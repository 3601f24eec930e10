// A retry of the same payload after a network failure reuses the key, so the
// api answers it once (docs/product/platform.md#money-input-and-errors).
import { isApiFailure } from '@velas/web-core/api-failure';
import { useRef } from 'react';

interface Attempt {
  payload: string;
  key: string;
}

export function useMoneyAttempt() {
  const inFlight = useRef(false);
  const unanswered = useRef<Attempt | null>(null);

  return async function attempt<T>(
    payload: unknown,
    send: (idempotencyKey: string) => Promise<T>,
  ): Promise<T | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    const serialised = JSON.stringify(payload);
    const key =
      unanswered.current?.payload === serialised ? unanswered.current.key : crypto.randomUUID();
    try {
      const answer = await send(key);
      unanswered.current = null;
      return answer;
    } catch (failure) {
      const noAnswer = isApiFailure(failure) && typeof failure.status !== 'number';
      unanswered.current = noAnswer ? { payload: serialised, key } : null;
      throw failure;
    } finally {
      inFlight.current = false;
    }
  };
}
