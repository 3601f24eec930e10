import { useEffect, useId, useRef, useState } from 'react';

/**
 * A menu that opens from its trigger and closes on a click outside its
 * wrapper or on Escape, except while a dialog opened from it is on top.
 */
export function useMenuOpen() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      const target = event.target as Element;
      // The quick Pix dialog opened from here lives in the top layer.
      if (target.closest('dialog')) return;
      if (!wrapper.current?.contains(target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    menuId,
    wrapper,
    toggle: () => {
      setOpen((value) => !value);
    },
    close: () => {
      setOpen(false);
    },
  };
}
