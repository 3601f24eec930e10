import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { depositsInPeriod } from '#/deposits/deposits-repository.js';
import { withdrawnInPeriod } from './protection-repository.js';

export interface MoneyInPeriod {
  deposits: Cents;
  /** Pix charges not paid yet but still payable at `now`: the loss limit counts them, the player is told apart. */
  awaiting: Cents;
  withdrawals: Cents;
}

interface MoneyInPeriodInput {
  userId: number;
  start: number;
  end: number;
  now: number;
}

/**
 * Deposits created in [start, end), paid or still payable at `now` (an
 * unpaid one may still be paid, so the loss limit counts it), and
 * withdrawals made then. Payable is what the deposit screen lists as open
 * (deposits/deposits-repository.ts selectOpenDeposits): pending and not
 * expired; a charge a pause cancelled can no longer be paid. A withdrawal
 * that failed (its money returned to the balance) took nothing out.
 */
export async function moneyInPeriod(
  db: Queryable,
  { userId, start, end, now }: MoneyInPeriodInput,
): Promise<MoneyInPeriod> {
  const deposits = await depositsInPeriod(db, {
    userId,
    start: new Date(start),
    end: new Date(end),
    now: new Date(now),
  });
  const withdrawals = await withdrawnInPeriod(db, userId, new Date(start), new Date(end));
  return { deposits: deposits.paid, awaiting: deposits.awaiting, withdrawals };
}
