// The command's running totals, not the day's.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';
import { Card } from '@velas/web-core/ui/Card';
import { SectionTable, type Column } from '#/ui/SectionTable.tsx';
import { formatTotal, type MoneyTotal } from './formatTotal.ts';
import { Problems } from './Problems.tsx';
import { Verdict } from './Verdict.tsx';

type Payouts = ReconciliationResponse['payouts'];

interface StateTotal {
  kind: string;
  state: string;
  total: MoneyTotal;
}

const stateColumns: readonly Column<StateTotal>[] = [
  { head: backofficeTexts.kind, cell: (row) => row.kind },
  { head: backofficeTexts.state, cell: (row) => row.state },
  { head: backofficeTexts.colTotal, cell: (row) => formatTotal(row.total) },
];

const byState = (kind: string, totals: Payouts['withdrawals']): StateTotal[] =>
  Object.entries(totals).map(([state, total]) => ({ kind, state, total }));

export function PayoutsCard({ payouts }: { payouts: Payouts }) {
  return (
    <Card>
      <h2>{backofficeTexts.payments}</h2>
      <Verdict balanced={payouts.balanced} />
      <SectionTable
        label={backofficeTexts.payments}
        columns={stateColumns}
        rows={[
          ...byState(backofficeTexts.withdrawals, payouts.withdrawals),
          ...byState(backofficeTexts.refunds, payouts.refunds),
        ]}
        rowKey={(row) => `${row.kind}-${row.state}`}
      />
      <Problems problems={payouts.problems} />
    </Card>
  );
}
