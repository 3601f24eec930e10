// One set of statements serves every kind of link, so the kinds cannot drift
// apart: a link is spent once, only while its account is open, and every kind
// is purged. Only the token's SHA-256 is stored.
import type { Queryable } from '#/db/database.js';

/** The tables of the kinds; the statements below name no other table. */
export type LinkTable = 'sign_in_links' | 'password_resets';

export interface NewLink {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface LinkAccount {
  id: number;
  email: string;
}

const statementsOf = (table: LinkTable) => ({
  insert: `INSERT INTO ${table} (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
  countSince: `SELECT COUNT(*) AS count FROM ${table} WHERE user_id = $1 AND created_at > $2`,
  // A closed account's link is as dead as an expired one: a link mailed
  // before the player closed the account opens nothing afterwards.
  consume: `UPDATE ${table} AS link SET used_at = $2
            FROM users
            WHERE link.token_hash = $1 AND link.used_at IS NULL AND link.expires_at > $2
              AND users.id = link.user_id AND users.closed_at IS NULL
            RETURNING users.id, users.email`,
  expire: `UPDATE ${table} SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`,
  purge: `DELETE FROM ${table} WHERE expires_at < $1`,
});

// Built once from the closed list of tables: no caller's string reaches the SQL.
const STATEMENTS: Record<LinkTable, ReturnType<typeof statementsOf>> = {
  sign_in_links: statementsOf('sign_in_links'),
  password_resets: statementsOf('password_resets'),
};

export async function insertLink(db: Queryable, table: LinkTable, link: NewLink): Promise<void> {
  await db.query(STATEMENTS[table].insert, [
    link.tokenHash,
    link.userId,
    link.createdAt,
    link.expiresAt,
  ]);
}

export async function countLinksSince(
  db: Queryable,
  table: LinkTable,
  userId: number,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(STATEMENTS[table].countSince, [
    userId,
    since,
  ]);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Marks the link used if it is live at `now` and its account open; the
 * account, or undefined. Once only, even under a race.
 */
export async function consumeLink(
  db: Queryable,
  table: LinkTable,
  tokenHash: string,
  now: Date,
): Promise<LinkAccount | undefined> {
  const { rows } = await db.query<LinkAccount>(STATEMENTS[table].consume, [tokenHash, now]);
  return rows[0];
}

export async function expireLinks(
  db: Queryable,
  table: LinkTable,
  userId: number,
  now: Date,
): Promise<void> {
  await db.query(STATEMENTS[table].expire, [userId, now]);
}

/** Deletes the links of every kind expired more than `keptMs` before `now`. */
export async function purgeExpiredLinks(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<{ signInLinks: number; passwordResets: number }> {
  const cutoff = new Date(now.getTime() - keptMs);
  const purge = async (table: LinkTable) =>
    (await db.query(STATEMENTS[table].purge, [cutoff])).rowCount;
  return {
    signInLinks: await purge('sign_in_links'),
    passwordResets: await purge('password_resets'),
  };
}
