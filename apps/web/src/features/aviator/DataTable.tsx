import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { StackedTable } from '#/ui/StackedTable.ts';
import { aviatorCopy } from './copy.ts';
import { useGrowingRows } from './useGrowingRows.ts';

// No box of its own that scrolls: a 420-px box inside the page caught the
// thumb on a phone and cut its last row in half (docs/design.md#clarity).
// A long table shows its first rows and grows on a tap instead.
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
  }
  td {
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

const More = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly (string | number)[] }[];
  /** Shown in one row when there are no rows. */
  empty?: string;
  /** Rows shown at first and added by each "Mostrar mais"; all of them when left out. */
  pageSize?: number;
}

export function DataTable({
  caption,
  columns,
  rows,
  empty = aviatorCopy.noDataToday,
  pageSize,
}: DataTableProps) {
  const { visible, hidden, body, showMore } = useGrowingRows(rows, pageSize);
  return (
    <>
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
        <tbody ref={body}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            visible.map((row) => (
              <tr key={row.key} tabIndex={-1}>
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
      {hidden > 0 && (
        <More>
          <Muted role="status">{aviatorCopy.rowsShown(visible.length, rows.length)}</Muted>
          <Button type="button" $variant="secondary" $block onClick={showMore}>
            {aviatorCopy.showMoreRows}
          </Button>
        </More>
      )}
    </>
  );
}
