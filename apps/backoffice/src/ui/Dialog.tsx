import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.scrim};
  display: grid;
  place-items: center;
  padding: 16px;
  z-index: 10;
`;

const Panel = styled.div`
  width: min(420px, 100%);
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 20px;
`;

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A small modal: named by its title (getByRole('dialog', { name })), Esc closes it. */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
  }, []);
  return (
    <Scrim
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Scrim>
  );
}
