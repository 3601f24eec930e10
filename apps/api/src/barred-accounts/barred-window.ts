// Closed unless money is still on its way, which the next run waits for.
import { toCents, type Cents } from '@velas/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { markClosedByBar } from '#/accounts/account-status-repository.js';
import { findEmailAndStatus, lockUser } from '#/accounts/accounts-repository.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import type { Clock } from '#/clock.js';
import type { Database, Tx } from '#/db/database.js';
import { cancelOpenCharges } from '#/deposits/deposits-repository.js';
import type { Payouts } from '#/payouts/payouts-plugin.js';
import {
  closingObstacles,
  type ClosingObstacles,
  markAccountClosed,
} from '#/protection/account-closing-repository.js';
import { payOutToClosedHolder } from '#/wallet/closed-account-payout.js';
import {
  barsPastWindow,
  hasBarredStep,
  insertBarredStep,
  markBarClosed,
  type BarredAccount,
} from './barred-accounts-repository.js';

export interface WindowDeps {
  db: Database;
  clock: Clock;
  /** Sends a payout queued in a transaction once it committed (payouts/payouts-plugin.ts). */
  payouts: Pick<Payouts, 'sendAfterCommit'>;
  log: FastifyBaseLogger;
}

export type WindowOutcome =
  | { kind: 'closed'; payoutId: string | null; amount: Cents }
  /** A withdrawal in flight or a round still open: the next run tries again. */
  | { kind: 'waiting'; reason: 'withdrawal_processing' | 'round_open' };

/** What keeps a closing back at the window's end; null: nothing. */
export function windowWait(
  obstacles: Pick<ClosingObstacles, 'processingWithdrawal' | 'openRound'>,
): WindowOutcome | null {
  // The player's own withdrawal may still fail and bring its money back here.
  if (obstacles.processingWithdrawal) return { kind: 'waiting', reason: 'withdrawal_processing' };
  // Bets stop at the bar, 2 days ago, so a round still open is past what holds a
  // closing back; checked all the same. Its late win or rollback leaves to the
  // holder's CPF key (wallet/closed-account-payout.ts).
  if (obstacles.openRound) return { kind: 'waiting', reason: 'round_open' };
  return null;
}

interface PayOutBalanceInput {
  deps: WindowDeps;
  userId: number;
  balance: Cents;
  now: number;
}

/** Queues the balance to the holder's CPF key, or holds it when the key's owner is not proven; its payout's id. */
async function payOutBalance(
  tx: Tx,
  { deps, userId, balance, now }: PayOutBalanceInput,
): Promise<string | null> {
  const payout = await payOutToClosedHolder(tx, {
    userId,
    amount: balance,
    now,
    actor: SYSTEM_ACTOR,
  });
  const payoutId = payout?.payoutId ?? null;
  deps.payouts.sendAfterCommit(payoutId, deps.log);
  // No payout: the CPF's owner is not proven, so the money waits for the operator.
  await insertBarredStep(tx, {
    userId,
    step: payout === null ? 'payout_held' : 'payout_queued',
    now,
    money: {
      amountCents: balance,
      ...(payout === null ? {} : { payoutId: payout.payoutId }),
    },
  });
  return payoutId;
}

async function endWindow(deps: WindowDeps, bar: BarredAccount): Promise<WindowOutcome> {
  const now = deps.clock();
  return deps.db.transaction(async (tx): Promise<WindowOutcome> => {
    await lockUser(tx, bar.userId);
    if (!(await hasBarredStep(tx, bar.userId, 'window_ended')))
      await insertBarredStep(tx, { userId: bar.userId, step: 'window_ended', now });
    const account = await findEmailAndStatus(tx, bar.userId);
    if (account?.status === 'closed') {
      // The player closed it within the window (only possible with nothing left on it).
      await markBarClosed(tx, bar.userId, now);
      await insertBarredStep(tx, { userId: bar.userId, step: 'closed', now });
      return { kind: 'closed', payoutId: null, amount: toCents(0) };
    }
    const obstacles = await closingObstacles(tx, bar.userId, now);
    const wait = windowWait(obstacles);
    if (wait !== null) return wait;
    if (obstacles.pendingDeposit) await cancelOpenCharges(tx, bar.userId, new Date(now));
    await markAccountClosed(tx, bar.userId, now, SYSTEM_ACTOR);
    await markClosedByBar(tx, bar.userId);
    await markBarClosed(tx, bar.userId, now);
    const payoutId =
      obstacles.balance > 0
        ? await payOutBalance(tx, { deps, userId: bar.userId, balance: obstacles.balance, now })
        : null;
    await insertBarredStep(tx, { userId: bar.userId, step: 'closed', now });
    return { kind: 'closed', payoutId, amount: obstacles.balance };
  });
}

export async function endDueWindows(deps: WindowDeps): Promise<Map<number, WindowOutcome>> {
  const outcomes = new Map<number, WindowOutcome>();
  for (const bar of await barsPastWindow(deps.db, deps.clock())) {
    const outcome = await endWindow(deps, bar);
    outcomes.set(bar.userId, outcome);
    deps.log.info({ userId: bar.userId, outcome }, 'barred account: window ended');
  }
  return outcomes;
}
