import styled from 'styled-components';
import { StackedTable } from '#/ui/StackedTable.ts';
import { aviatorCopy } from './copy.ts';

const Scroll = styled.div`
  overflow: auto;
  max-height: 420px;
  max-width: 100%;
  overscroll-behavior-x: contain;
`;

const Table = styled(StackedTable)`
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: 8px 10px;
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly (string | number)[] }[];
  /** Shown in one row when there are no rows. */
  empty?: string;
}

export function DataTable({
  caption,
  columns,
  rows,
  empty = aviatorCopy.noDataToday,
}: DataTableProps) {
  return (
    // Focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]} data-label={index === 0 ? undefined : columns[index]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
