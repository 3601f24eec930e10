import type { ReactNode } from 'react';
import styled from 'styled-components';

// At 390 px a wide table scrolls sideways inside its card, not the page.
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
    <Scroll>
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
