import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';
import { Card } from '@velas/web-core/ui/Card';
import { formatInstant } from '#/lib/format.ts';
import { SectionTable, type Column } from '#/ui/SectionTable.tsx';
import { formatTotal } from './formatTotal.ts';
import { Verdict } from './Verdict.tsx';

type Pix = ReconciliationResponse['pix'];

const lineColumns: readonly Column<Pix['lines'][number]>[] = [
  { head: backofficeTexts.colTime, cell: (line) => formatInstant(line.at) },
  { head: backofficeTexts.player, cell: (line) => line.userId ?? '—' },
  { head: backofficeTexts.amount, cell: (line) => formatCents(line.amountCents) },
  { head: backofficeTexts.colResult, cell: (line) => line.outcome },
  { head: backofficeTexts.state, cell: (line) => line.state },
];

export function PixCard({ pix }: { pix: Pix }) {
  return (
    <Card>
      <h2>{backofficeTexts.pixReceived}</h2>
      <Verdict balanced={pix.balanced} />
      <p>
        {backofficeTexts.pixTotals({
          received: formatTotal(pix.received),
          credited: formatTotal(pix.credited),
          refunded: formatTotal(pix.refunded),
          refunding: formatTotal(pix.refundProcessing),
          inReview: formatTotal(pix.pendingReview),
        })}
      </p>
      <SectionTable
        label={backofficeTexts.pixReceived}
        columns={lineColumns}
        rows={pix.lines}
        rowKey={(line) => line.chargeId}
      />
    </Card>
  );
}
