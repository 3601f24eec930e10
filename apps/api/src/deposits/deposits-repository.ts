import { toCents, type Cents } from '@velas/domain/money';
import type { Queryable, Tx } from '#/db/database.js';
import { recentRowsOf } from '#/db/recent-rows.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';

const depositColumns = selectFields('deposits', [
  'id',
  'amount_cents',
  'status',
  // Null while the charge is reserved and the provider not yet answered (wallet/deposits.ts).
  'code',
  'image',
  'created_at',
  'expires_at',
  'paid_at',
]).narrow<{ amountCents: Cents; status: 'pending' | 'paid' | 'cancelled' }>();
export type DepositRow = RowOf<typeof depositColumns>;

export interface ReservedDeposit {
  id: string;
  userId: number;
  amountCents: Cents;
  createdAt: Date;
  /** Until the provider's own expiry replaces it: how long the reservation counts as payable. */
  expiresAt: Date;
}

export async function insertReservedDeposit(
  tx: Queryable,
  deposit: ReservedDeposit,
): Promise<void> {
  await tx.query(
    `INSERT INTO deposits (id, user_id, amount_cents, status, created_at, expires_at)
     VALUES ($1, $2, $3, 'pending', $4, $5)`,
    [deposit.id, deposit.userId, deposit.amountCents, deposit.createdAt, deposit.expiresAt],
  );
}

/**
 * The provider's charge on its reserved row: code, image and the provider's
 * expiry. The row as it is now (cancelled when a pause came meanwhile).
 */
export async function issueReservedDeposit(
  tx: Queryable,
  id: string,
  charge: { code: string; image: string; expiresAt: Date },
): Promise<DepositRow | undefined> {
  const { rows } = await tx.query<DepositRow>(
    `UPDATE deposits SET code = $2, image = $3, expires_at = $4
     WHERE id = $1 AND code IS NULL RETURNING ${depositColumns.sql}`,
    [id, charge.code, charge.image, charge.expiresAt],
  );
  return rows[0];
}

/** The provider did not issue the charge: its reservation no longer counts as payable. */
export async function cancelReservedDeposit(db: Queryable, id: string): Promise<void> {
  await db.query(
    "UPDATE deposits SET status = 'cancelled' WHERE id = $1 AND code IS NULL AND status = 'pending'",
    [id],
  );
}

export async function selectUserDeposit(
  db: Queryable,
  userId: number,
  id: string,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${depositColumns.sql} FROM deposits
     WHERE id = $1 AND user_id = $2 AND code IS NOT NULL`,
    [id, userId],
  );
  return rows[0];
}

/** The user's charges still pending at `now` (not paid, cancelled or expired) and issued, newest first. */
export async function selectOpenDeposits(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<DepositRow[]> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${depositColumns.sql} FROM deposits
     WHERE user_id = $1 AND status = 'pending' AND expires_at > $2 AND code IS NOT NULL
     ORDER BY created_at DESC, id DESC`,
    [userId, now],
  );
  return rows;
}

/**
 * The charge whoever the caller (the payment provider's webhook), locked for
 * the webhook's transaction so two payments of one charge queue.
 */
export async function selectChargeForUpdate(
  tx: Tx,
  id: string,
): Promise<(DepositRow & { userId: number }) | undefined> {
  const { rows } = await tx.query<DepositRow & { userId: number }>(
    `SELECT user_id AS "userId", ${depositColumns.sql} FROM deposits WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/**
 * Marks the charge paid only while it is open (pending and not expired at
 * `paidAt`); false when it was not, and nothing changed.
 */
export async function markDepositPaid(tx: Queryable, id: string, paidAt: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE deposits SET status = 'paid', paid_at = $2
     WHERE id = $1 AND status = 'pending' AND expires_at > $2`,
    [id, paidAt],
  );
  return rowCount === 1;
}

/**
 * The user's charges still open are cancelled: a pause or self-exclusion, a
 * bar, a back-office block (protection/halt-play.ts), a barred account's closing.
 */
export async function cancelOpenCharges(db: Queryable, userId: number, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE deposits SET status = 'cancelled'
     WHERE user_id = $1 AND status = 'pending' AND expires_at > $2`,
    [userId, now],
  );
  return rowCount;
}

/**
 * The player's own issued charge, cancelled while it is still open (not paid,
 * not cancelled, not expired at `now`); undefined when it was not open. The
 * row lock orders it with the webhook's (selectChargeForUpdate): a charge paid
 * first stays paid, and a payment that comes after is refunded.
 */
export async function cancelOwnOpenCharge(
  db: Queryable,
  userId: number,
  id: string,
  now: Date,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `UPDATE deposits SET status = 'cancelled'
     WHERE id = $1 AND user_id = $2 AND status = 'pending' AND expires_at > $3
       AND code IS NOT NULL
     RETURNING ${depositColumns.sql}`,
    [id, userId, now],
  );
  return rows[0];
}

const chargeLineColumns = selectFields('deposits', [
  'id',
  'amount_cents',
  'status',
  'created_at',
  'expires_at',
  'paid_at',
]).narrow<Pick<DepositRow, 'amountCents' | 'status'>>();

export const recentDeposits = recentRowsOf('deposits', chargeLineColumns, 'created_at');

export interface DepositsInPeriod {
  paid: Cents;
  /** Not paid yet but still payable at `now`, as selectOpenDeposits counts open. */
  awaiting: Cents;
}

interface DepositsInPeriodInput {
  userId: number;
  start: Date;
  end: Date;
  now: Date;
}

/**
 * The user's deposits created in [start, end), paid or still payable at
 * `now` (pending and not expired; a charge a pause cancelled can no longer
 * be paid): what the loss limit counts (protection/).
 */
export async function depositsInPeriod(
  db: Queryable,
  { userId, start, end, now }: DepositsInPeriodInput,
): Promise<DepositsInPeriod> {
  const { rows } = await db.query<DepositsInPeriod>(
    `SELECT
       COALESCE(SUM(amount_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS paid,
       COALESCE(SUM(amount_cents) FILTER (WHERE status = 'pending' AND expires_at > $4), 0)::bigint
         AS awaiting
     FROM deposits WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`,
    [userId, start, end, now],
  );
  return { paid: rows[0]?.paid ?? toCents(0), awaiting: rows[0]?.awaiting ?? toCents(0) };
}

export async function depositedBetween(
  db: Queryable,
  userId: number,
  start: Date,
  end: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM deposits WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 LIMIT 1',
    [userId, start, end],
  );
  return rowCount > 0;
}

/**
 * Deletes the unpaid charges expired more than `keptMs` before `now`. A charge
 * a payment names stays: it is that money's record (wallet/received-payments.ts).
 */
export async function purgeExpiredDeposits(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - keptMs);
  const { rowCount } = await db.query(
    `DELETE FROM deposits d WHERE d.status = 'pending' AND d.expires_at < $1
       AND NOT EXISTS (SELECT 1 FROM received_payments r WHERE r.charge_id = d.id)`,
    [cutoff],
  );
  return rowCount;
}
