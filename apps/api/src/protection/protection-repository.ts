import { toCents, type Cents } from '@velas/domain/money';
import type { Limits, LossPeriod } from '@velas/domain/protection';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';

export interface LimitChange extends Limits {
  id: number;
  requestedAt: number;
  effectiveAt: number;
}

// Read from the functions of migration 290, which return this table's rows.
const limitChangeColumns = selectColumns('protection_limit_changes', [
  'id',
  'loss_limit_cents',
  'loss_period',
  'session_minutes',
  'requested_at',
  'effective_at',
]).narrow<{ loss_limit_cents: Cents; loss_period: LossPeriod }>();

function toLimitChange(row: RowOf<typeof limitChangeColumns>): LimitChange {
  return {
    id: row.id,
    lossLimit: row.loss_limit_cents,
    lossPeriod: row.loss_period,
    sessionMinutes: row.session_minutes,
    requestedAt: row.requested_at.getTime(),
    effectiveAt: row.effective_at.getTime(),
  };
}

/**
 * Which limit, pause or exclusion is in force and which play session is the
 * latest are functions of migration 290_protection_play_state.sql, each the
 * one definition of its rule: the single reads below and protection_play_state
 * (which a bet's context joins, games/game-wallet-repository.ts) all call
 * them, so a bet and a deposit cannot disagree on which limit or pause is in
 * force.
 */
const LIMIT_CHANGE_FUNCTION = {
  effective: 'protection_limits_in_force',
  waiting: 'protection_limits_waiting',
} as const;

async function latestLimitChange(
  db: Queryable,
  userId: number,
  now: number,
  which: 'effective' | 'waiting',
): Promise<LimitChange | null> {
  const { rows } = await db.query<RowOf<typeof limitChangeColumns>>(
    `SELECT ${limitChangeColumns.sql} FROM ${LIMIT_CHANGE_FUNCTION[which]}($1, $2)`,
    [userId, new Date(now)],
  );
  return rows[0] === undefined ? null : toLimitChange(rows[0]);
}

/** The limits in force at `now`: the latest request (not cancelled) already effective. */
export function limitsInForce(
  db: Queryable,
  userId: number,
  now: number,
): Promise<LimitChange | null> {
  return latestLimitChange(db, userId, now, 'effective');
}

/** A request still waiting for its effective time. */
export function pendingLimits(
  db: Queryable,
  userId: number,
  now: number,
): Promise<LimitChange | null> {
  return latestLimitChange(db, userId, now, 'waiting');
}

interface InsertLimitChangeInput {
  userId: number;
  limits: Limits;
  now: number;
  effectiveAt: number;
  actor: AuditActor;
}

/** Records a request; any request still waiting is cancelled by it. */
export async function insertLimitChange(
  tx: Tx,
  { userId, limits, now, effectiveAt, actor }: InsertLimitChangeInput,
): Promise<void> {
  await tx.query(
    `UPDATE protection_limit_changes SET cancelled_at = $2
     WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at > $2`,
    [userId, new Date(now)],
  );
  await tx.query(
    `INSERT INTO protection_limit_changes
       (user_id, loss_limit_cents, loss_period, session_minutes, requested_at, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      userId,
      limits.lossLimit,
      limits.lossPeriod,
      limits.sessionMinutes,
      new Date(now),
      new Date(effectiveAt),
    ],
  );
  await recordAudit(tx, {
    actor,
    userId,
    category: 'limits',
    action: 'limits_requested',
    details: { ...limits, effectiveAt: new Date(effectiveAt).toISOString() },
    at: now,
  });
}

export interface Block {
  kind: 'pause' | 'exclusion';
  startsAt: number;
  endsAt: number | null;
}

interface BlockRow {
  kind: 'pause' | 'exclusion';
  starts_at: Date;
  ends_at: Date | null;
}

/** The block in force that ends last (an indefinite one first). */
export async function activeBlock(
  db: Queryable,
  userId: number,
  now: number,
): Promise<Block | null> {
  const { rows } = await db.query<BlockRow>(
    'SELECT kind, starts_at, ends_at FROM protection_active_block($1, $2)',
    [userId, new Date(now)],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    kind: row.kind,
    startsAt: row.starts_at.getTime(),
    endsAt: row.ends_at?.getTime() ?? null,
  };
}

export async function insertBlock(
  tx: Tx,
  userId: number,
  block: Block,
  actor: AuditActor,
): Promise<void> {
  await tx.query(
    'INSERT INTO protection_blocks (user_id, kind, starts_at, ends_at) VALUES ($1, $2, $3, $4)',
    [
      userId,
      block.kind,
      new Date(block.startsAt),
      block.endsAt === null ? null : new Date(block.endsAt),
    ],
  );
  await recordAudit(tx, {
    actor,
    userId,
    category: block.kind,
    action: `${block.kind}_started`,
    details: {
      startsAt: new Date(block.startsAt).toISOString(),
      endsAt: block.endsAt === null ? null : new Date(block.endsAt).toISOString(),
    },
    at: block.startsAt,
  });
}

export interface PlaySession {
  id: number;
  startedAt: number;
  lastSeenAt: number;
}

export async function latestPlaySession(
  db: Queryable,
  userId: number,
): Promise<PlaySession | null> {
  const { rows } = await db.query<{ id: number; started_at: Date; last_seen_at: Date }>(
    'SELECT id, started_at, last_seen_at FROM protection_latest_play_session($1)',
    [userId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    id: row.id,
    startedAt: row.started_at.getTime(),
    lastSeenAt: row.last_seen_at.getTime(),
  };
}

/**
 * What a play refusal reads: the limits in force, the block in force, the
 * latest play session, whether the operator blocked the account
 * (backoffice/players/players-repository.ts), and whether the
 * regulator's list bars it (barred-accounts/barred-accounts.ts: a bar outranks
 * everything else).
 */
export interface PlayState {
  limits: LimitChange | null;
  block: Block | null;
  session: PlaySession | null;
  accountBlocked: boolean;
  barred: boolean;
}

/** The columns protection_play_state gives; all null when the player has none of them. */
export interface PlayStateRow {
  limit_id: number | null;
  loss_limit_cents: Cents | null;
  loss_period: LossPeriod | null;
  session_minutes: number | null;
  requested_at: Date | null;
  effective_at: Date | null;
  block_kind: Block['kind'] | null;
  block_starts_at: Date | null;
  block_ends_at: Date | null;
  session_id: number | null;
  session_started_at: Date | null;
  session_last_seen_at: Date | null;
  account_blocked: boolean | null;
  barred: boolean | null;
}

export function toPlayState(row: PlayStateRow | undefined): PlayState {
  if (row === undefined)
    return { limits: null, block: null, session: null, accountBlocked: false, barred: false };
  return {
    limits:
      row.limit_id === null ||
      row.loss_limit_cents === null ||
      row.loss_period === null ||
      row.session_minutes === null ||
      row.requested_at === null ||
      row.effective_at === null
        ? null
        : toLimitChange({
            id: row.limit_id,
            loss_limit_cents: row.loss_limit_cents,
            loss_period: row.loss_period,
            session_minutes: row.session_minutes,
            requested_at: row.requested_at,
            effective_at: row.effective_at,
          }),
    block:
      row.block_kind === null
        ? null
        : {
            kind: row.block_kind,
            startsAt: row.block_starts_at?.getTime() ?? 0,
            endsAt: row.block_ends_at?.getTime() ?? null,
          },
    session:
      row.session_id === null
        ? null
        : {
            id: row.session_id,
            startedAt: row.session_started_at?.getTime() ?? 0,
            lastSeenAt: row.session_last_seen_at?.getTime() ?? 0,
          },
    accountBlocked: row.account_blocked === true,
    barred: row.barred === true,
  };
}

/**
 * The play state in one statement (docs/games.md#speed). `withLimits` false:
 * the caller has the limits of its request (null here).
 */
export async function playState(
  db: Queryable,
  userId: number,
  now: number,
  withLimits: boolean,
): Promise<PlayState> {
  const { rows } = await db.query<PlayStateRow>('SELECT * FROM protection_play_state($1, $2, $3)', [
    userId,
    new Date(now),
    withLimits,
  ]);
  return toPlayState(rows[0]);
}

export async function startPlaySession(db: Queryable, userId: number, now: number): Promise<void> {
  await db.query(
    'INSERT INTO play_sessions (user_id, started_at, last_seen_at) VALUES ($1, $2, $2)',
    [userId, new Date(now)],
  );
}

export async function touchPlaySession(db: Queryable, id: number, now: number): Promise<void> {
  await db.query(
    'UPDATE play_sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1',
    [id, new Date(now)],
  );
}

/** Reality checks answered in the player's latest play session. */
export async function realityChecksAnswered(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ reality_checks_answered: number }>(
    'SELECT reality_checks_answered FROM protection_latest_play_session($1)',
    [userId],
  );
  return rows[0]?.reality_checks_answered ?? 0;
}

/** Records that the latest session's checks up to `answered` were answered; never lowers it. */
export async function saveRealityChecksAnswered(
  db: Queryable,
  userId: number,
  answered: number,
): Promise<void> {
  await db.query(
    `UPDATE play_sessions SET reality_checks_answered = GREATEST(reality_checks_answered, $2)
     WHERE id = (SELECT id FROM protection_latest_play_session($1))`,
    [userId, answered],
  );
}

export async function realityCheckMinutes(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ reality_check_minutes: number }>(
    'SELECT reality_check_minutes FROM protection_preferences WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.reality_check_minutes ?? null;
}

export async function saveRealityCheckMinutes(
  db: Queryable,
  userId: number,
  minutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO protection_preferences (user_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes`,
    [userId, minutes],
  );
}

/**
 * The user's withdrawals made in [start, end), but those that failed (their
 * money returned to the balance took nothing out).
 */
export async function withdrawnInPeriod(
  db: Queryable,
  userId: number,
  start: Date,
  end: Date,
): Promise<Cents> {
  const { rows } = await db.query<{ withdrawals: Cents }>(
    `SELECT COALESCE(SUM(amount_cents), 0)::bigint AS withdrawals FROM withdrawals
     WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 AND status <> 'failed'`,
    [userId, start, end],
  );
  return rows[0]?.withdrawals ?? toCents(0);
}
