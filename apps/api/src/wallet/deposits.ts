// The provider is called outside any transaction
// (docs/architecture.md#provider-calls-outside-transactions).
import { randomBytes } from 'node:crypto';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import type { Deposit, DepositStatus } from '@velas/domain/schemas/wallet';
import { loadAccount, lockUser } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Queryable, Tx } from '#/db/database.js';
import {
  cancelOwnOpenCharge,
  cancelReservedDeposit,
  type DepositRow,
  insertReservedDeposit,
  issueReservedDeposit,
  markDepositPaid,
  selectOpenDeposits,
  selectUserDeposit,
} from '#/deposits/deposits-repository.js';
import { Conflict, Forbidden, InternalFailure, NotFound } from '#/domain-errors.js';
import { ABANDONED_AFTER_MS } from '#/idempotency/idempotent-request.js';
import { depositReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { assertDepositAllowed } from '#/protection/protection.js';
import type { PixCharges } from './pix-charges.js';
import { qrPngBase64 } from './pix.js';

export function statusAt(row: DepositRow, now: number): DepositStatus {
  if (row.status === 'paid' || row.status === 'cancelled') return row.status;
  return now >= row.expiresAt.getTime() ? 'expired' : 'pending';
}

function toDeposit(row: DepositRow, now: number): Deposit {
  return {
    id: row.id,
    amount: row.amountCents,
    status: statusAt(row, now),
    // Reads of charges skip reserved rows (deposits-repository.ts): an issued one has both.
    image: row.image ?? '',
    code: row.code ?? '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** 25 hex characters (100 random bits): the deposit id and the BR Code's txid. */
function newDepositId(): string {
  return randomBytes(13).toString('hex').slice(0, 25);
}

export const RESERVATION_MS = ABANDONED_AFTER_MS;

export interface ReservedCharge {
  id: string;
  userId: number;
  amount: Cents;
  at: number;
}

export interface IssuedCharge {
  code: string;
  image: string;
  expiresAt: number;
}

/**
 * Step 1's write, with no rule checked (reserveCharge checks them first; the
 * demo seed and tests call it alone): the charge's row, pending, so the loss
 * limit counts it at once.
 */
export async function insertReservation(
  tx: Tx,
  userId: number,
  amount: Cents,
  now: number,
): Promise<ReservedCharge> {
  const charge = { id: newDepositId(), userId, amount, at: now };
  await insertReservedDeposit(tx, {
    id: charge.id,
    userId,
    amountCents: amount,
    createdAt: new Date(now),
    expiresAt: new Date(now + RESERVATION_MS),
  });
  return charge;
}

/**
 * Step 1 with its rules, under the player's lock: a deposit needs an approved
 * KYC, then the protection's checks (a pause, an exclusion, the loss limit).
 */
export async function reserveCharge(
  tx: Tx,
  userId: number,
  amount: Cents,
  now: number,
): Promise<ReservedCharge> {
  // Two deposits at once must not both fit under the loss limit: the player's row queues them.
  await lockUser(tx, userId);
  const account = await loadAccount(tx, userId);
  if (account.kycStatus !== 'approved')
    throw new Forbidden(walletMessages.depositRequiresKyc, { code: 'not_verified' });
  await assertDepositAllowed(tx, userId, amount, now);
  return insertReservation(tx, userId, amount, now);
}

export async function issueCharge(
  charges: PixCharges,
  charge: ReservedCharge,
): Promise<IssuedCharge> {
  const { code, expiresAt } = await charges.create({
    id: charge.id,
    amount: charge.amount,
    now: charge.at,
  });
  return { code, image: await qrPngBase64(code), expiresAt };
}

/**
 * Step 3, in its own transaction: the reserved row takes the provider's code
 * and expiry. A pause or exclusion that came meanwhile cancelled it (a Conflict):
 * a payment to it is refunded.
 */
export async function completeDeposit(
  tx: Queryable,
  charge: ReservedCharge,
  issued: IssuedCharge,
  now: number,
): Promise<Deposit> {
  const row = await issueReservedDeposit(tx, charge.id, {
    code: issued.code,
    image: issued.image,
    expiresAt: new Date(issued.expiresAt),
  });
  if (row === undefined) throw new InternalFailure(walletMessages.depositFailed);
  if (row.status === 'cancelled') throw new Conflict(walletMessages.depositCancelled);
  return toDeposit(row, now);
}

export function abandonDeposit(db: Queryable, charge: ReservedCharge): Promise<void> {
  return cancelReservedDeposit(db, charge.id);
}

export async function findDeposit(
  db: Queryable,
  userId: number,
  id: string,
  now: number,
): Promise<Deposit> {
  const row = await selectUserDeposit(db, userId, id);
  if (row === undefined) throw new NotFound(walletMessages.depositNotFound);
  return toDeposit(row, now);
}

/**
 * The player cancels their own unpaid charge: it stops counting against the
 * loss limit at once, and a payment made to it after is refunded
 * (wallet/received-payments.ts). Idempotent: a charge already cancelled or
 * expired answers as it is; a paid one cannot be cancelled (a Conflict);
 * someone else's is "not found".
 */
export async function cancelDeposit(
  db: Queryable,
  userId: number,
  id: string,
  now: number,
): Promise<Deposit> {
  const cancelled = await cancelOwnOpenCharge(db, userId, id, new Date(now));
  if (cancelled) return toDeposit(cancelled, now);
  const row = await selectUserDeposit(db, userId, id);
  if (row === undefined) throw new NotFound(walletMessages.depositNotFound);
  if (row.status === 'paid') throw new Conflict(walletMessages.depositPaidNotCancellable);
  return toDeposit(row, now);
}

/**
 * The user's charges that can still be paid, newest first: the deposit screen
 * brings them back instead of an empty form.
 */
export async function listOpenDeposits(
  db: Queryable,
  userId: number,
  now: number,
): Promise<Deposit[]> {
  const rows = await selectOpenDeposits(db, userId, new Date(now));
  return rows.map((row) => toDeposit(row, now));
}

interface CreditDepositInput {
  userId: number;
  id: string;
  amount: Cents;
  now: number;
  actor: AuditActor;
}

/**
 * Credits a pending deposit that is still open: marks it paid and posts its
 * ledger entry (reference `deposit:<id>`, unique). Run inside the webhook's
 * transaction, after received-payments.ts decided the payment is credited.
 * A charge no longer open (paid, cancelled or expired) is refused: the
 * webhook's transaction rolls back, nothing is credited, and the payment is
 * refunded when the provider reports it again.
 */
export async function creditDeposit(
  tx: Tx,
  { userId, id, amount, now, actor }: CreditDepositInput,
): Promise<void> {
  if (!(await markDepositPaid(tx, id, new Date(now))))
    throw new InternalFailure(commonMessages.internalError, {
      cause: new Error(`deposit ${id}: credited while not open`),
    });
  await postLedgerEntry(tx, {
    actor,
    userId,
    amount,
    kind: 'Deposit',
    status: 'paid',
    reference: depositReference(id),
    at: now,
  });
}
