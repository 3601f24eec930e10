// People with valid CPFs beyond the fixed list of test-documents.ts, made as
// a test asks for them: a test needs as many as it needs, with no list to run out.
import type { Queryable } from '#/db/database.js';
import type { TestPerson } from './accounts.js';

/** A valid CPF from nine digits (the check digits computed as the Receita does). */
export function cpfWithCheckDigits(nine: string): string {
  let digits = nine;
  for (const length of [9, 10]) {
    const sum = Array.from(digits, Number).reduce(
      (total, digit, index) => total + digit * (length + 1 - index),
      0,
    );
    const rest = (sum * 10) % 11;
    digits += String(rest === 10 ? 0 : rest);
  }
  return digits;
}

/**
 * Endless people with valid CPFs the sandbox registry does not know, each
 * new; `from` keeps the CPFs of two series apart.
 */
export function* unknownPeople(
  from: number,
  name = 'Pessoa Desconhecida',
): Generator<TestPerson, never> {
  for (let index = 1; ; index++) {
    const nine = String(from + index * 7_919).padStart(9, '0');
    yield {
      cpf: cpfWithCheckDigits(nine),
      name: `${name} ${String(index)}`,
      birthDate: '1990-01-01',
    };
  }
}

/** The next of an endless series. */
export function next<T>(series: Generator<T, never>): T {
  return series.next().value;
}

/** Makes `person` known to the sandbox registry, so the document check answers for them. */
export async function addToRegistry(db: Queryable, person: TestPerson): Promise<TestPerson> {
  await db.query('INSERT INTO document_registry (cpf, name, birth_date) VALUES ($1, $2, $3)', [
    person.cpf,
    person.name,
    person.birthDate,
  ]);
  return person;
}
