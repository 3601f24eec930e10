import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'danger' | 'success' | 'info' | 'warning';

const toneColour = { danger: 'loss', success: 'gain', info: 'info', warning: 'warning' } as const;

const Box = styled.div<{ $tone: Tone }>`
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

/** Errors are announced (role=alert); confirmations politely (role=status). */
export function Alert({ tone = 'danger', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}

/** One message or a flattened list of them (docs/product.md#money-input-and-errors). */
export function MessageList({ items, tone = 'danger' }: { items: string[]; tone?: Tone }) {
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
