// The sandbox registry of people behind the document check (README: test CPFs).
import type { Queryable } from '../db/database.js';

export async function findRegisteredDocument(
  db: Queryable,
  cpf: string,
): Promise<{ name: string; birthday: string } | null> {
  const { rows } = await db.query<{ name: string; birthday: string }>(
    "SELECT name, to_char(birth_date, 'YYYY-MM-DD') AS birthday FROM document_registry WHERE cpf = $1",
    [cpf],
  );
  return rows[0] ?? null;
}
