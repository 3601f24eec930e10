// The document check in front of the paid provider: a CPF a requester looked
// up within `maxAgeDays` is answered to that requester from the database,
// found or not, so its own repeated look-ups (the form's check, then the
// registration; from any process) never reach the provider again. Only its
// own: a hit shared by everyone answered a CPF somebody else had looked up
// (registered, checked) quicker than a fresh one, and that time told a
// stranger the CPF had an account here (docs/architecture.md#abuse-limits).
// The per-address daily budget bounds the paid calls either way.
// A provider failure (503) is not cached.
import { DAY_MS } from '@velas/domain/calendar';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
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
      await saveLookup(db, requester, cpf, person, new Date(now), since);
      return person;
    },
  };
}
