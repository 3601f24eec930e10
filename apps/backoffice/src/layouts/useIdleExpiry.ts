// The api ends a staff session after 15 idle minutes; the screen follows it
// at the same moment instead of waiting for the next call's 401.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { useEffect } from 'react';
import { endSession } from '../core/api.ts';
import { useAppDispatch } from '../core/hooks.ts';

export const IDLE_MS = 15 * 60 * 1000;

export function useIdleExpiry(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let timer = setTimeout(expire, IDLE_MS);
    function expire() {
      dispatch(endSession(backofficeTexts.sessionExpired));
    }
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, IDLE_MS);
    };
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, reset);
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, reset);
    };
  }, [dispatch]);
}
