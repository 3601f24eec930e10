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

export interface AccountBlockLine {
  id: number;
  reason: string;
  blocked_by: number;
  blocked_at: Date;
  lifted_by: number | null;
  lifted_at: Date | null;
  lift_reason: string | null;
}

/** The player's latest staff blocks, lifted ones too, newest first. */
export async function recentAccountBlocks(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<AccountBlockLine[]> {
  const { rows } = await db.query<AccountBlockLine>(
    `SELECT id, reason, blocked_by, blocked_at, lifted_by, lifted_at, lift_reason FROM account_blocks
     WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export interface NoteLine {
  id: number;
  staff_id: number;
  body: string;
  created_at: Date;
}

/** The staff's latest notes on the player, newest first. */
export async function recentNotes(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<NoteLine[]> {
  const { rows } = await db.query<NoteLine>(
    `SELECT id, staff_id, body, created_at FROM staff_notes
     WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
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
