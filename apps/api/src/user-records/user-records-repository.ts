import type { SecondSystemUser } from '@velas/domain/schemas/user';
import type { Queryable } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';

const recordColumns = selectColumns('second_system_users', [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'cpf',
  'first_balance',
]);
type RecordRow = RowOf<typeof recordColumns>;

export function toSecondSystemUser(row: RecordRow): SecondSystemUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    cpf: row.cpf,
    firstBalance: row.first_balance,
  };
}

export async function findRecord(db: Queryable, id: number): Promise<SecondSystemUser | null> {
  const { rows } = await db.query<RecordRow>(
    `SELECT ${recordColumns.sql} FROM second_system_users WHERE id = $1`,
    [id],
  );
  return rows[0] === undefined ? null : toSecondSystemUser(rows[0]);
}

export async function insertRecord(
  db: Queryable,
  record: Omit<SecondSystemUser, 'firstBalance'> & { firstBalance: number },
  now: number,
): Promise<SecondSystemUser | null> {
  const { rows } = await db.query<RecordRow>(
    `INSERT INTO second_system_users (id, name, email, phone, role, cpf, first_balance, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (id) DO NOTHING RETURNING ${recordColumns.sql}`,
    [
      record.id,
      record.name,
      record.email,
      record.phone,
      record.role,
      record.cpf,
      record.firstBalance,
      new Date(now),
    ],
  );
  return rows[0] === undefined ? null : toSecondSystemUser(rows[0]);
}

export async function updateFirstBalance(
  db: Queryable,
  id: number,
  firstBalance: number,
  now: number,
): Promise<SecondSystemUser | null> {
  const { rows } = await db.query<RecordRow>(
    `UPDATE second_system_users SET first_balance = $2, updated_at = $3 WHERE id = $1 RETURNING ${recordColumns.sql}`,
    [id, firstBalance, new Date(now)],
  );
  return rows[0] === undefined ? null : toSecondSystemUser(rows[0]);
}
