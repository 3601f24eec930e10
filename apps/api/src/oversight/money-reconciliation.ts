// The whole reconciliation the operator runs (commands/reconcile-command.ts,
// docs/api/money.md#reconciliation): Pix received, money out, and one UTC
// day of game money against the aggregator's daily report.
import type { Queryable } from '../db/database.js';
import {
  reconcileGameMoney,
  type GameMoneyReconciliation,
  type ReportSource,
} from '../games/game-money-reconciliation.js';
import { reconcilePayouts, type PayoutReconciliation } from '../payouts/payout-reconciliation.js';
import { reconcile, type Reconciliation } from '../payouts/reconciliation.js';

export interface MoneyReconciliation {
  balanced: boolean;
  pix: Reconciliation;
  payouts: PayoutReconciliation;
  gameMoney: GameMoneyReconciliation;
}

export async function reconcileMoney(
  db: Queryable,
  gameDay: { date: string; reportOf: ReportSource | null },
): Promise<MoneyReconciliation> {
  const pix = await reconcile(db);
  const payouts = await reconcilePayouts(db);
  const gameMoney = await reconcileGameMoney(db, gameDay.date, gameDay.reportOf);
  return {
    balanced: pix.balanced && payouts.balanced && gameMoney.balanced,
    pix,
    payouts,
    gameMoney,
  };
}
