// The `reconcile` command's own report, never recomputed here.
import { toSaoPaulo } from '@velas/domain/calendar';
import { sumCents } from '@velas/domain/money';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';
import type { Queryable } from '#/db/database.js';
import { reconcileMoney } from '#/reconciliation/combined-reconciliation.js';
import type { ReportSource } from '#/reconciliation/game-money.js';
import type { ReceivedPixLine } from '#/reconciliation/received-pix.js';

const totalOf = (lines: readonly ReceivedPixLine[]) => ({
  count: lines.length,
  cents: sumCents(lines.map((line) => line.amountCents)),
});

export async function reconciliationOfDay(
  db: Queryable,
  date: string,
  reportOf: ReportSource | null,
): Promise<ReconciliationResponse> {
  const report = await reconcileMoney(db, { date, reportOf });
  const lines = report.pix.lines.filter((line) => toSaoPaulo(Date.parse(line.at)).date === date);
  const inState = (state: ReceivedPixLine['state']) =>
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
