// Opens a long screen in steps, each further part once the browser is idle:
// the whole screen in one render held a phone's main thread, and taps with it
// (docs/architecture.md#phone-performance).
import { useEffect, useState } from 'react';

/** The longest a part waits for an idle moment on a busy phone. */
const IDLE_TIMEOUT_MS = 500;

/** How many of `total` parts to render now: `first` at once, then one more per idle moment. */
export function useStagedReveal(total: number, first: number): number {
  const [shown, setShown] = useState(() =>
    typeof requestIdleCallback === 'undefined' ? total : Math.min(first, total),
  );
  useEffect(() => {
    if (shown >= total) return;
    const handle = requestIdleCallback(
      () => {
        setShown((count) => count + 1);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
    return () => {
      cancelIdleCallback(handle);
    };
  }, [shown, total]);
  return shown;
}
