import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'danger' | 'success' | 'info' | 'warning';

const toneColour = { danger: 'loss', success: 'gain', info: 'info', warning: 'warning' } as const;

const Box = styled.div<{ $tone: AlertTone }>`
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[toneColour[$tone]]};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  margin: ${({ theme }) => theme.space(2)} 0;
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

interface AlertProps {
  tone?: AlertTone;
  /** `quiet` for a box that is part of the page as it loads, not news. */
  announce?: 'alert' | 'status' | 'quiet';
  children: ReactNode;
}

export function Alert({ tone = 'danger', announce, children }: AlertProps) {
  const role = announce ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <Box $tone={tone} role={role === 'quiet' ? undefined : role}>
      {children}
    </Box>
  );
}

export function MessageList({
  items,
  tone = 'danger',
}: {
  items: readonly string[];
  tone?: AlertTone;
}) {
  if (items.length === 0) return null;
  return (
    <Alert tone={tone}>
      {items.length === 1 ? (
        items[0]
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
