import { useEffect, useState } from 'react';

/** How long "Cadastrando..." stands alone before the hint under it appears. */
export const SLOW_SUBMIT_MS = 4000;

export function useSlowSubmitHint(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setSlow(true);
    }, SLOW_SUBMIT_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);
  return busy && slow;
}
