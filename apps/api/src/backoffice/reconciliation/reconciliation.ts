// The back office's reconciliation for a day (docs/operations.md#back-office-queues-and-actions):
// the `reconcile` command's own report (oversight/money-reconciliation.ts),
// never recomputed here. Its Pix lines are those received during the São
// Paulo day, each with the command's verdict; money out is the command's
// running totals by state; game money is the aggregator's report day, which
// is a UTC day (docs/api/money.md#reconciliation).
import { toSaoPaulo } from '@velas/domain/calendar';
import type { ReconciliationReport } from '@velas/domain/schemas/backoffice/reconciliation';
import type { Queryable } from '../../db/database.js';
import type { ReportSource } from '../../games/game-money-reconciliation.js';
import { reconcileMoney } from '../../oversight/money-reconciliation.js';
import type { ReconciliationLine } from '../../payouts/reconciliation.js';

const totalOf = (lines: readonly ReconciliationLine[]) => ({
  count: lines.length,
  cents: lines.reduce((sum, line) => sum + line.amountCents, 0),
});

export async function reconciliationOfDay(
  db: Queryable,
  date: string,
  reportOf: ReportSource | null,
): Promise<ReconciliationReport> {
  const report = await reconcileMoney(db, { date, reportOf });
  const lines = report.pix.lines.filter((line) => toSaoPaulo(Date.parse(line.at)).date === date);
  const inState = (state: ReconciliationLine['state']) =>
    totalOf(lines.filter((line) => line.state === state));
  const game = report.gameMoney;
  const aggregator = game.aggregator;
  return {
    date,
    balanced: report.balanced,
    pix: {
      // The ledger credits no payment accounts for have no payment id: not money received.
      received: totalOf(lines.filter((line) => line.paymentId !== null)),
      credited: inState('credited'),
      refunded: inState('refunded'),
      refundProcessing: inState('refund_processing'),
      pendingReview: inState('pending_review'),
      lines,
      balanced: report.pix.balanced,
    },
    payouts: {
      withdrawals: report.payouts.withdrawals,
      refunds: report.payouts.refunds,
      problems: report.payouts.problems,
      balanced: report.payouts.balanced,
    },
    gameMoney: {
      utcDate: game.date,
      bet: game.ours.bets,
      won: game.ours.wins,
      rolledBack: game.ours.rollbacks,
      aggregator:
        aggregator === null
          ? null
          : { bet: aggregator.bets, won: aggregator.wins, rolledBack: aggregator.rollbacks },
      aggregatorError: game.aggregatorError,
      mismatches: game.mismatches,
      ledgerProblems: game.ledgerProblems,
      balanced: game.balanced,
    },
  };
}
