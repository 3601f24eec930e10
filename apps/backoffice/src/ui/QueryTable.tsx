import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { QueryView, type QueryState } from './QueryView.tsx';
import { SectionTable, type Column } from './SectionTable.tsx';

interface QueryTableProps<Data, Row> {
  query: QueryState<Data>;
  /** The rows the answer holds. */
  rows: (data: Data) => readonly Row[];
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Said instead of an empty table; without it an empty table is drawn. */
  empty?: string;
}

export function QueryTable<Data, Row>({
  query,
  rows,
  empty,
  ...table
}: QueryTableProps<Data, Row>) {
  return (
    <QueryView query={query}>
      {(data) => {
        const found = rows(data);
        if (found.length === 0 && empty !== undefined)
          return (
            <Alert tone="info" announce="quiet">
              {empty}
            </Alert>
          );
        return (
          <Card>
            <SectionTable {...table} rows={found} />
          </Card>
        );
      }}
    </QueryView>
  );
}
