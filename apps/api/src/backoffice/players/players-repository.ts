// SQL of the back office's player view and actions (player-view.ts, player-actions.ts).
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '../../db/database.js';

export interface PlayerRow {
  id: number;
  email: string;
  name: string;
  phone: string;
  cpf: string;
  birth_date: string | null;
  status: string;
  kyc_status: string;
  kyc_rejection: string | null;
  cpf_role: string;
  balance_cents: Cents;
  created_at: Date;
  closed_at: Date | null;
  blocked: boolean;
}

const PLAYER_COLUMNS = `u.id, u.email, u.name, u.phone, u.cpf, to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date,
  u.status, u.kyc_status, u.kyc_rejection, u.cpf_role, u.balance_cents, u.created_at, u.closed_at,
  EXISTS (SELECT 1 FROM account_blocks b WHERE b.user_id = u.id AND b.lifted_at IS NULL) AS blocked`;

/** By id, e-mail (any case) or CPF digits: whichever the search term can be. */
export async function searchPlayers(
  db: Queryable,
  term: { id: number | null; email: string | null; cpf: string | null },
): Promise<PlayerRow[]> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM users u
     WHERE u.id = $1 OR lower(u.email) = lower($2) OR u.cpf = $3
     ORDER BY u.id LIMIT 50`,
    [term.id, term.email, term.cpf],
  );
  return rows;
}

export async function selectPlayer(db: Queryable, id: number): Promise<PlayerRow | undefined> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0];
}

const LIMIT = 100;

/** Everything else the view shows, newest first, at most LIMIT rows of each. */
export async function playerHistory(db: Queryable, id: number) {
  const query = async <T>(sql: string) => (await db.query<T>(sql, [id, LIMIT])).rows;
  return {
    kycSessions: await query<{ status: string; created_at: Date; finished_at: Date | null }>(
      'SELECT status, created_at, finished_at FROM kyc_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2',
    ),
    cpfClaims: await query<{
      id: number;
      claimant_id: number;
      review_status: string;
      held_balance_cents: Cents;
      claimed_at: Date;
    }>(
      `SELECT id, claimant_id, review_status, held_balance_cents, claimed_at FROM cpf_claims
       WHERE claimant_id = $1 OR released_id = $1 ORDER BY claimed_at DESC LIMIT $2`,
    ),
    ledger: await query<{
      id: number;
      amount_cents: Cents;
      kind: string;
      status: string;
      reference: string | null;
      balance_after_cents: Cents;
      created_at: Date;
    }>(
      `SELECT id, amount_cents, kind, status, reference, balance_after_cents, created_at
       FROM ledger_entries WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    ),
    deposits: await query<{
      id: string;
      amount_cents: Cents;
      status: string;
      created_at: Date;
      expires_at: Date;
      paid_at: Date | null;
    }>(
      `SELECT id, amount_cents, status, created_at, expires_at, paid_at FROM deposits
       WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    ),
    withdrawals: await query<{
      id: number;
      amount_cents: Cents;
      status: string;
      review_reason: string | null;
      created_at: Date;
      settled_at: Date | null;
    }>(
      `SELECT id, amount_cents, status, review_reason, created_at, settled_at FROM withdrawals
       WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    ),
    payouts: await query<{
      id: string;
      purpose: string;
      amount_cents: Cents;
      status: string;
      failure_reason: string | null;
      created_at: Date;
      settled_at: Date | null;
    }>(
      `SELECT id, purpose, amount_cents, status, failure_reason, created_at, settled_at FROM payouts
       WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    ),
    rounds: await query<{
      transaction_uuid: string;
      kind: string;
      game: string | null;
      round: string | null;
      amount_cents: Cents;
      status: string;
      created_at: Date;
    }>(
      `SELECT t.transaction_uuid, t.kind, g.name AS game, t.round, t.amount_cents, t.status, t.created_at
       FROM game_transactions t LEFT JOIN casino_games g ON g.id = t.game_id
       WHERE t.user_id = $1 ORDER BY t.created_at DESC LIMIT $2`,
    ),
    limits: await query<{
      loss_limit_cents: Cents;
      loss_period: string;
      session_minutes: number;
      requested_at: Date;
      effective_at: Date;
      cancelled_at: Date | null;
    }>(
      `SELECT loss_limit_cents, loss_period, session_minutes, requested_at, effective_at, cancelled_at
       FROM protection_limit_changes WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    ),
    blocks: await query<{ kind: string; starts_at: Date; ends_at: Date | null }>(
      `SELECT kind, starts_at, ends_at FROM protection_blocks
       WHERE user_id = $1 ORDER BY starts_at DESC LIMIT $2`,
    ),
    accountBlocks: await query<{
      id: number;
      reason: string;
      blocked_by: number;
      blocked_at: Date;
      lifted_by: number | null;
      lifted_at: Date | null;
      lift_reason: string | null;
    }>(
      `SELECT id, reason, blocked_by, blocked_at, lifted_by, lifted_at, lift_reason FROM account_blocks
       WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    ),
    sessions: await query<{ created_at: Date; expires_at: Date; revoked_at: Date | null }>(
      `SELECT created_at, expires_at, revoked_at FROM sessions
       WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    ),
    audit: await query<{
      id: number;
      at: Date;
      actor: string;
      category: string;
      action: string;
      amount_cents: Cents | null;
      details: Record<string, unknown>;
      request_id: string | null;
    }>(
      `SELECT id, at, actor, category, action, amount_cents, details, request_id FROM audit_events
       WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    ),
    notes: await query<{ id: number; staff_id: number; body: string; created_at: Date }>(
      `SELECT id, staff_id, body, created_at FROM staff_notes
       WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    ),
  };
}

export async function insertNote(
  tx: Queryable,
  note: { userId: number; staffId: number; body: string; at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO staff_notes (user_id, staff_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [note.userId, note.staffId, note.body, note.at],
  );
  return rows[0]?.id ?? 0;
}

/** Opens a block; false when one is open already. */
export async function openAccountBlock(
  tx: Queryable,
  block: { userId: number; reason: string; staffId: number; at: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO account_blocks (user_id, reason, blocked_by, blocked_at)
     SELECT $1, $2, $3, $4
     WHERE NOT EXISTS (SELECT 1 FROM account_blocks WHERE user_id = $1 AND lifted_at IS NULL)`,
    [block.userId, block.reason, block.staffId, block.at],
  );
  return rowCount > 0;
}

/** Lifts the open block; false when there is none. */
export async function liftAccountBlock(
  tx: Queryable,
  lift: { userId: number; reason: string; staffId: number; at: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE account_blocks SET lifted_by = $3, lifted_at = $4, lift_reason = $2
     WHERE user_id = $1 AND lifted_at IS NULL`,
    [lift.userId, lift.reason, lift.staffId, lift.at],
  );
  return rowCount > 0;
}
