import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'danger' | 'success' | 'info' | 'warning';

const Box = styled.div<{ $tone: Tone }>`
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(0,0,0,0.2)' : 'rgba(0,0,0,0.04)')};
  color: ${({ theme }) => theme.colors.text};
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  margin: 8px 0;
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

/** One message or a flattened list of them (spec §8 lists every server message). */
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
