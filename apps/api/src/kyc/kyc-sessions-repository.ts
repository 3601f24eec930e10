import type { KycRejection } from '@velas/domain/identity';
import type { KycFlow } from '@velas/domain/schemas/kyc';
import { setKycStatus } from '#/accounts/account-status-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Queryable, Tx } from '#/db/database.js';
import { recentRowsOf } from '#/db/recent-rows.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';

const sessionColumns = selectFields('kyc_sessions', ['id', 'user_id', 'flow', 'status']).narrow<{
  flow: KycFlow;
  status: 'open' | 'approved' | 'rejected';
}>();
export type KycSessionRow = RowOf<typeof sessionColumns>;

export interface NewKycSession {
  id: string;
  userId: number;
  flow: KycFlow;
  betHouse: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertKycSession(tx: Queryable, session: NewKycSession): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_sessions (id, user_id, flow, bet_house, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 'open', $5, $6)`,
    [
      session.id,
      session.userId,
      session.flow,
      session.betHouse,
      session.createdAt,
      session.expiresAt,
    ],
  );
}

/** A session not expired at `now`. */
export async function selectLiveKycSession(
  db: Queryable,
  id: string,
  now: Date,
): Promise<KycSessionRow | undefined> {
  const { rows } = await db.query<KycSessionRow>(
    `SELECT ${sessionColumns.sql} FROM kyc_sessions WHERE id = $1 AND expires_at > $2`,
    [id, now],
  );
  return rows[0];
}

/** A session not expired at `now`, locked FOR UPDATE for the caller's transaction. */
export async function lockLiveKycSession(
  tx: Tx,
  id: string,
  now: Date,
): Promise<KycSessionRow | undefined> {
  const { rows } = await tx.query<KycSessionRow>(
    `SELECT ${sessionColumns.sql} FROM kyc_sessions WHERE id = $1 AND expires_at > $2 FOR UPDATE`,
    [id, now],
  );
  return rows[0];
}

export async function markKycSessionFinished(
  tx: Queryable,
  id: string,
  result: 'approved' | 'rejected',
  at: Date,
): Promise<void> {
  await tx.query('UPDATE kyc_sessions SET status = $2, finished_at = $3 WHERE id = $1', [
    id,
    result,
    at,
  ]);
}

interface SetUserKycStatusInput {
  userId: number;
  status: 'approved' | 'rejected';
  rejection: KycRejection | null;
  actor: AuditActor;
}

export async function setUserKycStatus(
  tx: Tx,
  { userId, status, rejection, actor }: SetUserKycStatusInput,
): Promise<void> {
  await setKycStatus(tx, userId, status, rejection);
  await recordAudit(tx, {
    actor,
    userId,
    category: 'identity',
    action: 'kyc_verdict',
    details: { status, rejection },
  });
}

/** The user's latest verifications, newest first (the back office's player view). */
export const recentKycSessions = recentRowsOf(
  'kyc_sessions',
  selectFields('kyc_sessions', ['status', 'created_at', 'finished_at']).narrow<
    Pick<KycSessionRow, 'status'>
  >(),
  'created_at',
);

/** Deletes the sessions expired more than `keptMs` before `now`. */
export async function purgeExpiredKycSessions(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - keptMs);
  return (await db.query('DELETE FROM kyc_sessions WHERE expires_at < $1', [cutoff])).rowCount;
}
