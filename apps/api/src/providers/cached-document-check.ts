// Per requester: a cache shared by everyone answered faster for a CPF somebody
// had looked up, which told a stranger it had an account.
import { DAY_MS } from '@velas/domain/calendar';
import type { Clock } from '#/clock.js';
import type { Queryable } from '#/db/database.js';
import type { DocumentCheck } from './document-check.js';
import { findLookup, saveLookup } from './document-lookups-repository.js';

export function cachedDocumentCheck(
  provider: DocumentCheck,
  db: Queryable,
  clock: Clock,
  maxAgeDays: number,
): DocumentCheck {
  return {
    async lookup(cpf, requester) {
      const now = clock();
      const since = new Date(now - maxAgeDays * DAY_MS);
      const cached = await findLookup(db, requester, cpf, since);
      if (cached !== undefined) return cached;
      const person = await provider.lookup(cpf, requester);
      await saveLookup(db, { requester, cpf, person, at: new Date(now), expiredBefore: since });
      return person;
    },
  };
}
