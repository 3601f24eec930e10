// The screens' reading of the clock, refreshed on an interval so "today" and
// estimates roll over without a reload. Packages never read the clock; this is
// where the app does, once.
import { MINUTE_MS, saoPauloToday } from '@velas/domain/calendar';
import { useEffect, useState } from 'react';

export function useNow(refreshMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = window.setInterval(() => {
      setNow(Date.now());
    }, refreshMs);
    return () => {
      window.clearInterval(handle);
    };
  }, [refreshMs]);
  return now;
}

/**
 * Today in America/Sao_Paulo as YYYY-MM-DD, checked every
 * minute.
 */
export function useSaoPauloToday(): string {
  return saoPauloToday(useNow(MINUTE_MS));
}
