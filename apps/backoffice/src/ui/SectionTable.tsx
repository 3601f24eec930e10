// A screen says what it shows once instead of writing the same <tr>/<td> loop per table.
import type { ReactNode } from 'react';
import { Table } from './Table.tsx';

export interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** The cell keeps its text's line breaks (a note written over several lines). */
  multiline?: boolean;
}

interface SectionTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

export function SectionTable<Row>({ label, columns, rows, rowKey }: SectionTableProps<Row>) {
  return (
    <Table label={label} head={columns.map((column) => column.head)}>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td key={column.head}>
              {column.multiline ? (
                <span style={{ whiteSpace: 'pre-wrap' }}>{column.cell(row)}</span>
              ) : (
                column.cell(row)
              )}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}
