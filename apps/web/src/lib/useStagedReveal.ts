// Opens a long screen in steps (docs/architecture.md#phone-performance): the
// first parts render with the page, and each further part in its own task once
// the browser is idle. The whole screen in one render held a phone's main
// thread for about half a second (Lighthouse's 4x slowdown), and taps with it.
// Where requestIdleCallback is missing (jsdom, older Safari) every part shows
// at once, as before.
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
