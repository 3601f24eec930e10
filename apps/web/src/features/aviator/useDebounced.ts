// A value that settles `delayMs` after its last change; null until the first
// value has settled (docs/product/aviator-analysis.md#candles-by-hour: the hourly calls wait 500 ms after a change).
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    const handle = window.setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      window.clearTimeout(handle);
    };
  }, [value, delayMs]);
  return settled;
}
