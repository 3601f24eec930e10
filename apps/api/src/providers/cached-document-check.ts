// The document check in front of the paid provider: a CPF looked up within
// `maxAgeDays` is answered from the database, found or not, so repeated
// look-ups (by anyone, from any process) never reach the provider again.
// A provider failure (503) is not cached.
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { DocumentCheck } from './document-check.js';
import { findLookup, saveLookup } from './document-lookups-repository.js';

const DAY_MS = 86_400_000;

export function cachedDocumentCheck(
  provider: DocumentCheck,
  db: Queryable,
  clock: Clock,
  maxAgeDays: number,
): DocumentCheck {
  return {
    async lookup(cpf) {
      const now = clock();
      const since = new Date(now - maxAgeDays * DAY_MS);
      const cached = await findLookup(db, cpf, since);
      if (cached !== undefined) return cached;
      const person = await provider.lookup(cpf);
      await saveLookup(db, cpf, person, new Date(now), since);
      return person;
    },
  };
}
