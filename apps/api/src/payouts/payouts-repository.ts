// The `payouts` table (payouts.ts keeps the rules).
import type { Cents } from '@velas/domain/money';
import { withdrawRequestSchema, type PixKeyType } from '@velas/domain/schemas/wallet';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';

export type PayoutStatus = 'queued' | 'sent' | 'paid' | 'failed';

const payoutColumns = selectFields('payouts', [
  'id',
  'purpose',
  // null only for the refund of a payment of a charge we do not have.
  'user_id',
  // The withdrawal this payout pays; null for a refund.
  'withdrawal_id',
  'amount_cents',
  'pix_type',
  'pix_key',
  'payment_id',
  'status',
  'failure_reason',
  'created_at',
  'settled_at',
]).narrow<{ purpose: 'withdrawal' | 'refund'; amountCents: Cents; status: PayoutStatus }>();
type StoredPayout = RowOf<typeof payoutColumns>;

type PayoutBase = Omit<
  StoredPayout,
  'purpose' | 'userId' | 'withdrawalId' | 'pixType' | 'pixKey' | 'paymentId'
>;

export type WithdrawalPayout = PayoutBase & {
  purpose: 'withdrawal';
  userId: number;
  withdrawalId: number;
  pixType: PixKeyType;
  pixKey: string;
  paymentId: null;
};

/** A received payment returned to whoever paid it, by its id; no player for a charge we do not have. */
export type RefundPayout = PayoutBase & {
  purpose: 'refund';
  userId: number | null;
  withdrawalId: null;
  pixType: null;
  pixKey: null;
  paymentId: string;
};

/** A payout as read: what its purpose needs is there, so nothing is sent with a blank. */
export type PayoutRow = WithdrawalPayout | RefundPayout;

/**
 * A stored payout that lacks what its purpose needs. The table's checks
 * (migrations 035 and 150) leave little room for one, but a Pix key type
 * outside the domain's list or a blank key would reach the provider.
 */
class BrokenPayoutError extends Error {
  constructor(id: string, what: string) {
    super(`payout ${id} cannot be sent: ${what}`);
    this.name = 'BrokenPayoutError';
  }
}

const pixKeyTypeSchema = withdrawRequestSchema.shape.pixType;

/** The row narrowed to its purpose, once, where it is read; a broken one throws. */
function payoutOf(row: StoredPayout): PayoutRow {
  const {
    purpose,
    userId: userId,
    withdrawalId: withdrawalId,
    pixType: pixType,
    pixKey: pixKey,
    paymentId: paymentId,
    ...base
  } = row;
  const present = (text: string | null): text is string => text !== null && text.trim() !== '';
  if (purpose === 'refund') {
    if (!present(paymentId)) throw new BrokenPayoutError(row.id, 'a refund without its payment id');
    return {
      ...base,
      purpose,
      userId: userId,
      withdrawalId: null,
      pixType: null,
      pixKey: null,
      paymentId: paymentId,
    };
  }
  if (withdrawalId === null || userId === null)
    throw new BrokenPayoutError(row.id, 'a withdrawal without its withdrawal or player');
  const type = pixKeyTypeSchema.safeParse(pixType);
  if (!type.success)
    throw new BrokenPayoutError(row.id, `Pix key type ${JSON.stringify(pixType)} is none we know`);
  if (!present(pixKey)) throw new BrokenPayoutError(row.id, 'a withdrawal without its Pix key');
  return {
    ...base,
    purpose,
    userId: userId,
    withdrawalId: withdrawalId,
    pixType: type.data,
    pixKey: pixKey,
    paymentId: null,
  };
}

export type NewPayout =
  | {
      id: string;
      purpose: 'withdrawal';
      withdrawalId: number;
      userId: number;
      amountCents: Cents;
      pixType: string;
      pixKey: string;
      at: Date;
    }
  | {
      id: string;
      purpose: 'refund';
      userId: number | null;
      amountCents: Cents;
      paymentId: string;
      at: Date;
    };

export async function insertPayout(tx: Queryable, payout: NewPayout): Promise<void> {
  await tx.query(
    `INSERT INTO payouts (id, purpose, user_id, withdrawal_id, amount_cents, pix_type, pix_key, payment_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', $9)`,
    [
      payout.id,
      payout.purpose,
      payout.userId,
      payout.purpose === 'withdrawal' ? payout.withdrawalId : null,
      payout.amountCents,
      payout.purpose === 'withdrawal' ? payout.pixType : null,
      payout.purpose === 'withdrawal' ? payout.pixKey : null,
      payout.purpose === 'refund' ? payout.paymentId : null,
      payout.at,
    ],
  );
}

export async function selectPayout(db: Queryable, id: string): Promise<PayoutRow | undefined> {
  const { rows } = await db.query<StoredPayout>(
    `SELECT ${payoutColumns.sql} FROM payouts WHERE id = $1`,
    [id],
  );
  const [row] = rows;
  return row === undefined ? undefined : payoutOf(row);
}

/** The payout, locked FOR UPDATE for the caller's transaction; a broken row throws. */
export async function lockPayout(tx: Tx, id: string): Promise<PayoutRow | undefined> {
  const { rows } = await tx.query<StoredPayout>(
    `SELECT ${payoutColumns.sql} FROM payouts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const [row] = rows;
  return row === undefined ? undefined : payoutOf(row);
}

export async function selectWithdrawalPayoutId(
  db: Queryable,
  withdrawalId: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM payouts WHERE withdrawal_id = $1',
    [withdrawalId],
  );
  return rows[0]?.id;
}

const queuedColumns = selectFields('payouts', ['id', 'created_at']);
export type QueuedPayout = RowOf<typeof queuedColumns>;

/**
 * A page of the payouts queued before `before`, oldest first, after `after`
 * (the last of the previous page): one the provider left queued is not read
 * again in the same pass.
 */
export async function selectQueuedPayouts(
  db: Queryable,
  before: Date,
  after: QueuedPayout | null,
  limit: number,
): Promise<QueuedPayout[]> {
  const { rows } = await db.query<QueuedPayout>(
    `SELECT ${queuedColumns.sql} FROM payouts
     WHERE status = 'queued' AND created_at <= $1
       AND ($2::timestamptz IS NULL OR (created_at, id) > ($2, $3))
     ORDER BY created_at, id LIMIT $4`,
    [before, after?.createdAt ?? null, after?.id ?? null, limit],
  );
  return rows;
}

export async function markPayoutSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE payouts SET status = 'sent', sent_at = $2 WHERE id = $1 AND status = 'queued'`,
    [id, at],
  );
}

interface MarkPayoutSettledInput {
  id: string;
  status: 'paid' | 'failed';
  reason: string | null;
  at: Date;
}

/** Settles a payout still unsettled (queued or sent); false when it was already settled. */
export async function markPayoutSettled(
  tx: Queryable,
  { id, status, reason, at }: MarkPayoutSettledInput,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE payouts SET status = $2, failure_reason = $3, settled_at = $4
     WHERE id = $1 AND status IN ('queued', 'sent')`,
    [id, status, reason, at],
  );
  return rowCount === 1;
}

type PayoutLine = Pick<
  StoredPayout,
  'id' | 'purpose' | 'amountCents' | 'status' | 'failureReason' | 'createdAt' | 'settledAt'
>;

export async function recentPayouts(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<PayoutLine[]> {
  const { rows } = await db.query<PayoutLine>(
    `SELECT id, purpose, amount_cents AS "amountCents", status, failure_reason AS "failureReason",
       created_at AS "createdAt", settled_at AS "settledAt" FROM payouts
     WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
