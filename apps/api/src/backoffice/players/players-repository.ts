// SQL of the back office's player view and actions (player-view.ts, player-actions.ts).
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { recentRowsOf } from '#/db/recent-rows.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';

const userColumns = selectFields('users', [
  'id',
  'email',
  'name',
  'phone',
  'cpf',
  'status',
  'kyc_status',
  'kyc_rejection',
  'cpf_role',
  'balance_cents',
  'created_at',
  'closed_at',
]).narrow<{ balanceCents: Cents }>();

/** The player's users row, with two values computed from it: the birth date as text, an open block. */
export type PlayerRow = RowOf<typeof userColumns> & { birthDate: string | null; blocked: boolean };

// The users columns with the two values computed from them.
const PLAYER_SELECT_LIST = `${userColumns.of('u')}, to_char(u.birth_date, 'YYYY-MM-DD') AS "birthDate",
  EXISTS (SELECT 1 FROM account_blocks b WHERE b.user_id = u.id AND b.lifted_at IS NULL) AS blocked`;

/** By id, e-mail (any case) or CPF digits: whichever the search term can be. */
export async function searchPlayers(
  db: Queryable,
  term: { id: number | null; email: string | null; cpf: string | null },
): Promise<PlayerRow[]> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_SELECT_LIST} FROM users u
     WHERE u.id = $1 OR lower(u.email) = lower($2) OR u.cpf = $3
     ORDER BY u.id LIMIT 50`,
    [term.id, term.email, term.cpf],
  );
  return rows;
}

export async function selectPlayer(db: Queryable, id: number): Promise<PlayerRow | undefined> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_SELECT_LIST} FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0];
}

const blockColumns = selectFields('account_blocks', [
  'id',
  'reason',
  'blocked_by',
  'blocked_at',
  'lifted_by',
  'lifted_at',
  'lift_reason',
]);

/** The player's latest staff blocks, lifted ones too, newest first. */
export const recentAccountBlocks = recentRowsOf('account_blocks', blockColumns, 'id');

const noteColumns = selectFields('staff_notes', ['id', 'staff_id', 'body', 'created_at']);

/** The staff's latest notes on the player, newest first. */
export const recentNotes = recentRowsOf('staff_notes', noteColumns, 'id');

interface InsertNoteInput {
  userId: number;
  staffId: number;
  body: string;
  at: Date;
}

export async function insertNote(tx: Queryable, note: InsertNoteInput): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO staff_notes (user_id, staff_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [note.userId, note.staffId, note.body, note.at],
  );
  return rows[0]?.id ?? 0;
}

interface AccountBlockChange {
  userId: number;
  reason: string;
  staffId: number;
  at: Date;
}

/** Opens a block; false when one is open already. */
export async function openAccountBlock(tx: Queryable, block: AccountBlockChange): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO account_blocks (user_id, reason, blocked_by, blocked_at)
     SELECT $1, $2, $3, $4
     WHERE NOT EXISTS (SELECT 1 FROM account_blocks WHERE user_id = $1 AND lifted_at IS NULL)`,
    [block.userId, block.reason, block.staffId, block.at],
  );
  return rowCount > 0;
}

/** Lifts the open block; false when there is none. */
export async function liftAccountBlock(tx: Queryable, lift: AccountBlockChange): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE account_blocks SET lifted_by = $3, lifted_at = $4, lift_reason = $2
     WHERE user_id = $1 AND lifted_at IS NULL`,
    [lift.userId, lift.reason, lift.staffId, lift.at],
  );
  return rowCount > 0;
}
