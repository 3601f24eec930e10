// Pix deposits: a charge created pending through the payment provider
// (wallet/pix-charges.ts) with its expiry; a payment the provider reports is
// credited to the ledger exactly once, or refunded
// (wallet/received-payments.ts). A pause or self-exclusion cancels open charges.
import { randomBytes } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import type { Cents } from '@velas/domain/money';
import type { Deposit, DepositStatus } from '@velas/domain/schemas/wallet';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { postLedgerEntry } from '../money/ledger.js';
import {
  insertDeposit,
  markDepositPaid,
  selectOpenDeposits,
  selectUserDeposit,
  type DepositRow,
} from './deposits-repository.js';
import type { PixCharges } from './pix-charges.js';
import { qrPngBase64 } from './pix.js';

export function statusAt(row: DepositRow, now: number): DepositStatus {
  if (row.status === 'paid' || row.status === 'cancelled') return row.status;
  return now >= row.expires_at.getTime() ? 'expired' : 'pending';
}

function toDeposit(row: DepositRow, now: number): Deposit {
  return {
    id: row.id,
    amount: row.amount_cents as Cents,
    status: statusAt(row, now),
    image: row.image,
    code: row.code,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** 25 hex characters (100 random bits): the deposit id and the BR Code's txid. */
function newDepositId(): string {
  return randomBytes(13).toString('hex').slice(0, 25);
}

export async function createDeposit(
  tx: Queryable,
  charges: PixCharges,
  userId: number,
  amount: Cents,
  now: number,
): Promise<Deposit> {
  const id = newDepositId();
  const { code, expiresAt } = await charges.create({ id, amount, now });
  const image = await qrPngBase64(code);
  const row = await insertDeposit(tx, {
    id,
    userId,
    amountCents: amount,
    code,
    image,
    createdAt: new Date(now),
    expiresAt: new Date(expiresAt),
  });
  if (row === undefined) throw new HttpError(500, messages.depositFailed);
  return toDeposit(row, now);
}

/** The user's own deposit; someone else's is "not found", not "forbidden". */
export async function findDeposit(
  db: Queryable,
  userId: number,
  id: string,
  now: number,
  lock = false,
): Promise<Deposit> {
  const row = await selectUserDeposit(db, userId, id, lock);
  if (row === undefined) throw new HttpError(404, messages.depositNotFound);
  return toDeposit(row, now);
}

/**
 * The user's charges that can still be paid, newest first: the deposit screen
 * brings them back instead of an empty form (docs/product.md#wallet-deposits).
 */
export async function listOpenDeposits(
  db: Queryable,
  userId: number,
  now: number,
): Promise<Deposit[]> {
  const rows = await selectOpenDeposits(db, userId, new Date(now));
  return rows.map((row) => toDeposit(row, now));
}

/**
 * Credits a pending deposit that is still open: marks it paid and posts its
 * ledger entry (reference `deposit:<id>`, unique). Run inside the webhook's
 * transaction, after received-payments.ts decided the payment is credited.
 */
export async function creditDeposit(
  tx: Queryable,
  userId: number,
  id: string,
  amount: Cents,
  now: number,
): Promise<void> {
  await markDepositPaid(tx, id, new Date(now));
  await postLedgerEntry(tx, {
    userId,
    amount,
    kind: 'Deposit',
    status: 'paid',
    reference: `deposit:${id}`,
    at: now,
  });
}
