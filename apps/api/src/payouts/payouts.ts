// Sent after the commit with its id as the idempotency key, so a resend never
// pays twice (docs/api/money.md).
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import type { PayoutRequest, PayoutResult } from '@velas/domain/schemas/provider-callbacks';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import type { FastifyBaseLogger } from 'fastify';
import pMap from 'p-map';
import { providerActor, type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Clock } from '#/clock.js';
import { afterCommit } from '#/db/after-commit.js';
import type { Database, Queryable, Tx } from '#/db/database.js';
import { Conflict, NotFound, Refused } from '#/domain-errors.js';
import { countMoneyFlow } from '#/metrics/money-flows.js';
import { newPayoutId } from './payout-ids.js';
import type { PayoutProvider } from './payout-provider.js';
import {
  insertPayout,
  lockPayout,
  markPayoutSent,
  markPayoutSettled,
  selectPayout,
  selectQueuedPayouts,
  type PayoutRow,
  type QueuedPayout,
} from './payouts-repository.js';

/** A payout the provider has not accepted yet is sent again after this long. */
export const RESEND_AFTER_MS = 30_000;
const RESEND_PAGE_ROWS = 100;
const RESEND_LANES = 8;

interface QueueWithdrawalPayoutInput {
  id: number;
  userId: number;
  amountCents: Cents;
  pixType: PixKeyType;
  pixKey: string;
}

export async function queueWithdrawalPayout(
  tx: Tx,
  withdrawal: QueueWithdrawalPayoutInput,
  now: number,
): Promise<string> {
  const id = newPayoutId(now);
  await insertPayout(tx, {
    id,
    purpose: 'withdrawal',
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    amountCents: withdrawal.amountCents,
    pixType: withdrawal.pixType,
    pixKey: withdrawal.pixKey,
    at: new Date(now),
  });
  return id;
}

/** `userId` is null for a payment of a charge we do not have (wallet/received-payments.ts). */
export async function queueRefund(
  tx: Tx,
  payment: { userId: number | null; amountCents: Cents; paymentId: string },
  now: number,
): Promise<string> {
  const id = newPayoutId(now);
  await insertPayout(tx, {
    id,
    purpose: 'refund',
    userId: payment.userId,
    amountCents: payment.amountCents,
    paymentId: payment.paymentId,
    at: new Date(now),
  });
  return id;
}

function toRequest(row: PayoutRow): PayoutRequest {
  if (row.purpose === 'refund')
    return {
      kind: 'refund',
      payout_id: row.id,
      amount_cents: row.amountCents,
      payment_id: row.paymentId,
    };
  return {
    kind: 'transfer',
    payout_id: row.id,
    amount_cents: row.amountCents,
    pix_key_type: row.pixType,
    pix_key: row.pixKey,
  };
}

export interface SettledWithdrawal {
  withdrawalId: number;
  userId: number;
  amountCents: Cents;
  result: PayoutResult;
  now: number;
  actor: AuditActor;
}

/**
 * Settles the withdrawal a payout paid, and returns a failed one's money; it
 * throws Conflict for a withdrawal no longer processing. The wallet's
 * (wallet/withdrawals/settlement.ts): it owns the withdrawals table and sits
 * above payouts/, so the composition hands it in.
 */
export type SettleWithdrawal = (tx: Tx, settled: SettledWithdrawal) => Promise<void>;

export interface PayoutContext {
  db: Pick<Database, 'transaction'> & Queryable;
  clock: Clock;
  provider: PayoutProvider;
  log: FastifyBaseLogger;
  settleWithdrawal: SettleWithdrawal;
}

/**
 * Sends one queued payout. Accepted: `sent`. Refused for good: failed like a
 * failed callback. Not answered: stays queued for the next resend. A row that
 * lacks what its purpose needs throws before anything is sent
 * (payouts-repository.ts).
 */
export async function sendPayout(context: PayoutContext, id: string): Promise<void> {
  const row = await selectPayout(context.db, id);
  if (row?.status !== 'queued') return;
  const answer = await context.provider.send(toRequest(row));
  if (answer === 'accepted') {
    await markPayoutSent(context.db, id, new Date(context.clock()));
  } else if (answer === 'refused') {
    await context.db.transaction((tx) =>
      settlePayout(tx, {
        verdict: {
          payoutId: id,
          result: 'failed',
          amountCents: row.amountCents,
          reason: walletMessages.payoutRefusedByProvider,
        },
        now: context.clock(),
        // The provider's refusal settles it, as its callback would.
        actor: providerActor('payout'),
        settleWithdrawal: context.settleWithdrawal,
      }),
    );
  } else {
    context.log.warn({ payoutId: id }, 'payout provider did not answer; payout stays queued');
  }
}

/**
 * Sends the payout once the transaction that queued it committed, before
 * that transaction's promise resolves (db/after-commit.ts): call it inside
 * the transaction. Never after a rollback; a payout not sent stays queued
 * for the resend job, its failure logged and never thrown to the caller.
 */
export function sendAfterCommit(
  context: PayoutContext,
  id: string | null,
  log: FastifyBaseLogger = context.log,
): void {
  if (id === null) return;
  afterCommit(context.db, () =>
    sendPayout(context, id).catch((error: unknown) => {
      log.warn({ err: error, payoutId: id }, 'payout not sent; it stays queued');
    }),
  );
}

/**
 * Sends every payout queued for longer than `olderThanMs` (the resend job, a
 * restart), page after page, side by side: one slow answer does not hold up
 * the rest, and one that fails (a broken row) is logged and stays queued
 * while the rest go out. The number attempted.
 */
export async function sendQueuedPayouts(
  context: PayoutContext,
  olderThanMs = RESEND_AFTER_MS,
): Promise<number> {
  const before = new Date(context.clock() - olderThanMs);
  let attempted = 0;
  for (let after: QueuedPayout | null = null; ;) {
    const page = await selectQueuedPayouts(context.db, before, after, RESEND_PAGE_ROWS);
    await pMap(
      page,
      (payout) =>
        sendPayout(context, payout.id).catch((error: unknown) => {
          context.log.error(
            { err: error, payoutId: payout.id },
            'payout not sent; it stays queued',
          );
        }),
      { concurrency: RESEND_LANES },
    );
    attempted += page.length;
    after = page.at(-1) ?? null;
    if (page.length < RESEND_PAGE_ROWS) return attempted;
  }
}

export type SettleOutcome = 'settled' | 'unchanged';

interface SettlePayoutInput {
  verdict: { payoutId: string; result: PayoutResult; amountCents: Cents; reason: string | null };
  now: number;
  actor: AuditActor;
  settleWithdrawal: SettleWithdrawal;
}

/**
 * The provider's verdict, inside the callback's transaction. The same verdict
 * twice changes nothing; the opposite verdict after a final one is refused
 * (Conflict), so money is never returned for a payout that was paid. A
 * withdrawal's payout settles its withdrawal with `settleWithdrawal`.
 */
export async function settlePayout(
  tx: Tx,
  { verdict, now, actor, settleWithdrawal }: SettlePayoutInput,
): Promise<SettleOutcome> {
  const payout = await lockPayout(tx, verdict.payoutId);
  if (payout === undefined) throw new NotFound(walletMessages.withdrawNotFound);
  if (payout.amountCents !== verdict.amountCents)
    throw new Refused(walletMessages.payoutAmountMismatch);
  if (payout.status === 'paid' || payout.status === 'failed') {
    if (payout.status === verdict.result) return 'unchanged';
    throw new Conflict(walletMessages.withdrawAlreadySettled);
  }
  const at = new Date(now);
  // The UPDATE checks the state again, so a settled payout is never settled twice.
  if (
    !(await markPayoutSettled(tx, {
      id: payout.id,
      status: verdict.result,
      reason: verdict.reason,
      at,
    }))
  )
    throw new Conflict(walletMessages.withdrawAlreadySettled);
  // The settlement in the audit trail and the metrics (docs/operations/audit-trail.md#audit-trail).
  await recordAudit(tx, {
    actor,
    userId: payout.userId,
    category: 'money',
    action: `${payout.purpose}_${verdict.result}`,
    amountCents: payout.amountCents,
    details: { payoutId: payout.id, reason: verdict.reason },
    at: now,
  });
  countMoneyFlow(
    tx,
    verdict.result === 'failed'
      ? 'payout_failed'
      : payout.purpose === 'refund'
        ? 'refund'
        : 'payout_paid',
    payout.amountCents,
  );
  if (payout.purpose === 'withdrawal')
    await settleWithdrawal(tx, {
      withdrawalId: payout.withdrawalId,
      userId: payout.userId,
      amountCents: payout.amountCents,
      result: verdict.result,
      now,
      actor,
    });
  return 'settled';
}
