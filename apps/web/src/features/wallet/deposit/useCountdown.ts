// From the wall clock: a throttled background tab still shows the right time.
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
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

/** The clock time it ends at is not beside it, so it never reads as a time of day. */
export function formatTimeLeft(seconds: number): string {
  return fill(walletMessages.pixTimeLeft, {
    min: String(Math.floor(seconds / 60)),
    ss: String(seconds % 60).padStart(2, '0'),
  });
}
