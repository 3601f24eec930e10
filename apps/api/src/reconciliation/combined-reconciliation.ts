import type { Queryable } from '#/db/database.js';
import {
  reconcileGameMoney,
  type GameMoneyReconciliation,
  type ReportSource,
} from './game-money.js';
import { reconcilePayouts, type PayoutReconciliation } from './money-out.js';
import { reconcileReceivedPix, type ReceivedPixReconciliation } from './received-pix.js';

export interface MoneyReconciliation {
  balanced: boolean;
  pix: ReceivedPixReconciliation;
  payouts: PayoutReconciliation;
  gameMoney: GameMoneyReconciliation;
}

export async function reconcileMoney(
  db: Queryable,
  gameDay: { date: string; reportOf: ReportSource | null },
): Promise<MoneyReconciliation> {
  const pix = await reconcileReceivedPix(db);
  const payouts = await reconcilePayouts(db);
  const gameMoney = await reconcileGameMoney(db, gameDay.date, gameDay.reportOf);
  return {
    balanced: pix.balanced && payouts.balanced && gameMoney.balanced,
    pix,
    payouts,
    gameMoney,
  };
}
