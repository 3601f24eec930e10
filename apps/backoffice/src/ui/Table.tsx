import type { ReactNode } from 'react';
import styled from 'styled-components';

// At 390 px a wide table scrolls sideways inside its card, not the page; the
// scrolling box takes the keyboard's focus (arrow keys scroll it), so a table
// without a button or link inside still reads whole without a mouse.
const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

interface TableProps {
  /** The table's accessible name (getByRole('table', { name })). */
  label: string;
  head: readonly string[];
  children: ReactNode;
}

export function Table({ label, head, children }: TableProps) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <table aria-label={label}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Scroll>
  );
}
