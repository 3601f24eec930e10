// The sandbox registry of people behind the document check (README: test CPFs).
import type { Queryable } from '#/db/database.js';

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

/** Adds a person to the registry, unless their CPF is there already. */
export async function registerDocument(
  db: Queryable,
  document: { cpf: string; name: string; birthDate: string },
): Promise<void> {
  await db.query(
    'INSERT INTO document_registry (cpf, name, birth_date) VALUES ($1, $2, $3) ON CONFLICT (cpf) DO NOTHING',
    [document.cpf, document.name, document.birthDate],
  );
}
