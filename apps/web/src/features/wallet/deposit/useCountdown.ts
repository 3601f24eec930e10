// Seconds left of a deadline that starts when the hook mounts, from the
// wall clock (a throttled background tab still shows the right time).
import { fill, messages } from '@velas/domain/messages';
import { useEffect, useState } from 'react';

export function useCountdown(totalSeconds: number): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);

  return Math.max(0, totalSeconds - Math.floor((now - startedAt) / 1000));
}

/**
 * "6 min 37 s": a countdown in words, never "06:37", which reads as a time of
 * day next to the charge's clock time (docs/product.md#wallet-deposits).
 */
export function formatTimeLeft(seconds: number): string {
  return fill(messages.pixTimeLeft, {
    min: String(Math.floor(seconds / 60)),
    s: String(seconds % 60),
  });
}
