// Kept 5 years; nothing here deletes.
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';
import type { BarredListBase } from '#/providers/barred-list.js';

export interface BarredAccount {
  userId: number;
  bases: BarredListBase[];
  answeredAt: number;
  barredAt: number;
  withdrawUntil: number;
  closedAt: number | null;
}

const barredColumns = selectColumns('barred_accounts', [
  'user_id',
  'bases',
  'answered_at',
  'barred_at',
  'withdraw_until',
  'closed_at',
]).narrow<{ bases: BarredListBase[] | string }>();
type BarredRow = RowOf<typeof barredColumns>;

const toBarred = (row: BarredRow): BarredAccount => ({
  userId: row.user_id,
  // jsonb comes back parsed from both drivers; a string only if a driver changes its mind.
  bases: typeof row.bases === 'string' ? (JSON.parse(row.bases) as BarredListBase[]) : row.bases,
  answeredAt: row.answered_at.getTime(),
  barredAt: row.barred_at.getTime(),
  withdrawUntil: row.withdraw_until.getTime(),
  closedAt: row.closed_at?.getTime() ?? null,
});

/** The new bar; false when the account was barred already (nothing is written then). */
export async function insertBarredAccount(
  tx: Queryable,
  bar: Omit<BarredAccount, 'closedAt'>,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO barred_accounts (user_id, bases, answered_at, barred_at, withdraw_until)
     VALUES ($1, $2::jsonb, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING`,
    [
      bar.userId,
      JSON.stringify(bar.bases),
      new Date(bar.answeredAt),
      new Date(bar.barredAt),
      new Date(bar.withdrawUntil),
    ],
  );
  return rowCount === 1;
}

export async function findBarredAccount(
  db: Queryable,
  userId: number,
): Promise<BarredAccount | null> {
  const { rows } = await db.query<BarredRow>(
    `SELECT ${barredColumns.sql} FROM barred_accounts WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row === undefined ? null : toBarred(row);
}

export async function barsPastWindow(db: Queryable, now: number): Promise<BarredAccount[]> {
  const { rows } = await db.query<BarredRow>(
    `SELECT ${barredColumns.sql} FROM barred_accounts
     WHERE closed_at IS NULL AND withdraw_until <= $1 ORDER BY withdraw_until, user_id LIMIT 100`,
    [new Date(now)],
  );
  return rows.map(toBarred);
}

export async function markBarClosed(tx: Queryable, userId: number, now: number): Promise<void> {
  await tx.query('UPDATE barred_accounts SET closed_at = $2 WHERE user_id = $1', [
    userId,
    new Date(now),
  ]);
}

export type BarredStep =
  'barred' | 'notice_sent' | 'window_ended' | 'payout_queued' | 'payout_held' | 'closed';

interface InsertBarredStepInput {
  userId: number;
  step: BarredStep;
  now: number;
  money?: { amountCents?: Cents; payoutId?: string };
}

export async function insertBarredStep(
  tx: Queryable,
  { userId, step, now, money = {} }: InsertBarredStepInput,
): Promise<void> {
  await tx.query(
    `INSERT INTO barred_account_steps (user_id, step, at, amount_cents, payout_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, step, new Date(now), money.amountCents ?? null, money.payoutId ?? null],
  );
}

export interface BarredNotice {
  userId: number;
  address: string;
  subject: string;
  body: string;
  createdAt: number;
  sentAt: number | null;
}

export async function insertBarredNotice(
  tx: Queryable,
  notice: Omit<BarredNotice, 'sentAt'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO barred_account_notices (user_id, address, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING`,
    [notice.userId, notice.address, notice.subject, notice.body, new Date(notice.createdAt)],
  );
}

const noticeColumns = selectColumns('barred_account_notices', [
  'user_id',
  'address',
  'subject',
  'body',
  'created_at',
  'sent_at',
]);
type NoticeRow = RowOf<typeof noticeColumns>;

const toNotice = (row: NoticeRow): BarredNotice => ({
  userId: row.user_id,
  address: row.address,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at.getTime(),
  sentAt: row.sent_at?.getTime() ?? null,
});

export async function unsentNotices(db: Queryable, userId?: number): Promise<BarredNotice[]> {
  const { rows } = await db.query<NoticeRow>(
    `SELECT ${noticeColumns.sql} FROM barred_account_notices
     WHERE sent_at IS NULL AND ($1::int IS NULL OR user_id = $1::int)
     ORDER BY created_at LIMIT 100`,
    [userId ?? null],
  );
  return rows.map(toNotice);
}

/** True when this call marked it sent (another process may have sent it first). */
export async function markNoticeSent(tx: Queryable, userId: number, now: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE barred_account_notices SET sent_at = $2 WHERE user_id = $1 AND sent_at IS NULL`,
    [userId, new Date(now)],
  );
  return rowCount === 1;
}

/**
 * Whether `address` belongs to an account the regulator's list barred: every
 * e-mail but the notice skips it (barred-email-guard.ts).
 */
export async function isBarredAddress(db: Queryable, address: string): Promise<boolean> {
  const { rows } = await db.query<{ barred: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM barred_accounts b JOIN users u ON u.id = b.user_id
       WHERE lower(u.email) = lower($1)
       UNION ALL
       SELECT 1 FROM barred_account_notices WHERE lower(address) = lower($1)) AS barred`,
    [address],
  );
  return rows[0]?.barred ?? false;
}

export async function hasBarredStep(
  db: Queryable,
  userId: number,
  step: BarredStep,
): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM barred_account_steps WHERE user_id = $1 AND step = $2) AS found',
    [userId, step],
  );
  return rows[0]?.found ?? false;
}
