// Copying a text for the person (a Pix code, a receipt's id). The browser may
// refuse: permission denied, no clipboard outside a secure page, a frame
// without the right. The screen then says so, rather than leave a button that
// seemingly did nothing (or an unhandled rejection in the console).
import { useState } from 'react';

export type CopyOutcome = 'idle' | 'copied' | 'refused';

export function useCopyText(): { outcome: CopyOutcome; copy: (text: string) => void } {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const copy = (text: string) => {
    // Typed as always there, but missing on an insecure page.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const written = clipboard
      ? clipboard.writeText(text)
      : Promise.reject(new Error('no clipboard'));
    written.then(
      () => {
        setOutcome('copied');
      },
      () => {
        setOutcome('refused');
      },
    );
  };
  return { outcome, copy };
}
