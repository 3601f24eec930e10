import type { Queryable } from '#/db/database.js';
import type { Person } from './document-check.js';

/** undefined: `requester` did not look `cpf` up since `since`; null: the provider did not know the CPF. */
export async function findLookup(
  db: Queryable,
  requester: string,
  cpf: string,
  since: Date,
): Promise<Person | null | undefined> {
  const { rows } = await db.query<{ name: string | null; birthday: string | null }>(
    `SELECT name, to_char(birth_date, 'YYYY-MM-DD') AS birthday FROM document_lookups
     WHERE requester = $1 AND cpf = $2 AND looked_up_at > $3`,
    [requester, cpf, since],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return row.name === null || row.birthday === null
    ? null
    : { name: row.name, birthday: row.birthday };
}

interface SaveLookupInput {
  requester: string;
  cpf: string;
  person: Person | null;
  at: Date;
  expiredBefore: Date;
}

export async function saveLookup(
  db: Queryable,
  { requester, cpf, person, at, expiredBefore }: SaveLookupInput,
): Promise<void> {
  await db.query('DELETE FROM document_lookups WHERE looked_up_at <= $1', [expiredBefore]);
  await db.query(
    `INSERT INTO document_lookups (requester, cpf, name, birth_date, looked_up_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (requester, cpf) DO UPDATE SET name = EXCLUDED.name,
       birth_date = EXCLUDED.birth_date, looked_up_at = EXCLUDED.looked_up_at`,
    [requester, cpf, person?.name ?? null, person?.birthday ?? null, at],
  );
}
