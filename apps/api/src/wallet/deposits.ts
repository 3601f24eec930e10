// Pix deposits: created pending with a BR Code valid for 400 s; the sandbox
// pay action marks one paid and credits the ledger exactly once.
import { randomBytes } from 'node:crypto';
import { PIX_EXPIRY_SECONDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import type { Cents } from '@velas/domain/money';
import type { Deposit, DepositStatus } from '@velas/domain/schemas/wallet';
import type { Queryable } from '../db/database.js';
import type { Config } from '../env.js';
import { HttpError } from '../http/http-error.js';
import { postLedgerEntry } from '../money/ledger.js';
import {
  insertDeposit,
  markDepositPaid,
  selectUserDeposit,
  type DepositRow,
} from './deposits-repository.js';
import { pixBrCode, qrPngBase64 } from './pix.js';

function statusAt(row: DepositRow, now: number): DepositStatus {
  if (row.status === 'paid') return 'paid';
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
  config: Config,
  userId: number,
  amount: Cents,
  now: number,
): Promise<Deposit> {
  const id = newDepositId();
  const code = pixBrCode(config, amount, id);
  if (code === null) throw new HttpError(500, messages.depositFailed);
  const image = await qrPngBase64(code);
  const row = await insertDeposit(tx, {
    id,
    userId,
    amountCents: amount,
    code,
    image,
    createdAt: new Date(now),
    expiresAt: new Date(now + PIX_EXPIRY_SECONDS * 1000),
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

/** Sandbox: pays a pending deposit. Paying a paid one changes nothing. Run inside a transaction. */
export async function payDeposit(
  tx: Queryable,
  userId: number,
  id: string,
  now: number,
): Promise<Deposit> {
  const deposit = await findDeposit(tx, userId, id, now, true);
  if (deposit.status === 'paid') return deposit;
  if (deposit.status === 'expired') throw new HttpError(422, messages.depositExpired);
  await markDepositPaid(tx, id, new Date(now));
  await postLedgerEntry(tx, {
    userId,
    amount: deposit.amount,
    kind: 'Deposit',
    status: 'paid',
    reference: `deposit:${id}`,
    at: now,
  });
  return findDeposit(tx, userId, id, now);
}
