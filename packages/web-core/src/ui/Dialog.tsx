// The native <dialog>: showModal() makes the rest of the page inert and returns focus on close.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { kitCopy } from './copy.ts';

const Modal = styled.dialog`
  width: min(560px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  padding: 20px;
  /* A phone's 360 px keeps a title like "Verificação de identidade" on one line beside the close button. */
  @media (max-width: 380px) {
    padding: 16px;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.high};
  &::backdrop {
    background: ${({ theme }) => theme.colors.scrim};
  }
  /* Prerendered open (no showModal in static HTML): placed and dimmed as the modal will be. */
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    z-index: 100;
    margin: auto;
    box-shadow:
      ${({ theme }) => theme.shadow.high},
      0 0 0 100vmax ${({ theme }) => theme.colors.scrim};
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: clamp(18px, 5vw, ${({ theme }) => theme.type.lg});
  }
`;

const Close = styled.button`
  min-width: ${({ theme }) => theme.touch};
  min-height: ${({ theme }) => theme.touch};
  background: transparent;
  border: 0;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
`;

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit to make the dialog static: no close button, Escape ignored. */
  onClose?: () => void;
  wide?: boolean;
}

export function Dialog({ open, title, children, onClose, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Before the frame is painted: the app's first render replaces a prerendered
  // open dialog, which must not blink out for a frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom lacks showModal; the attribute keeps tests meaningful there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <Modal
      ref={ref}
      // Static HTML cannot call showModal(): a page prerendered with the dialog
      // open (rendered where there is no window) paints it open, and the app
      // opens it modally when it starts.
      open={typeof window === 'undefined' && open}
      aria-labelledby={titleId}
      style={wide ? { width: 'min(900px, calc(100vw - 24px))' } : undefined}
      onCancel={(event) => {
        // Escape: static dialogs stay; others close through their owner's state.
        event.preventDefault();
        onClose?.();
      }}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        {onClose && (
          <Close type="button" aria-label={kitCopy.close} onClick={onClose}>
            ×
          </Close>
        )}
      </Header>
      {open && children}
    </Modal>
  );
}
