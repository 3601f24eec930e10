import { useCallback, useState } from 'react';

/** Whether something (a dialog) is open, with stable callbacks to open and close it. */
export function useOpenState(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const show = useCallback(() => {
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
  }, []);
  return { open, show, hide };
}
