// Seconds left of a deadline that starts when the hook mounts, from the
// wall clock (a throttled background tab still shows the right time).
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

/** mm:ss */
export function formatMinutesSeconds(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
