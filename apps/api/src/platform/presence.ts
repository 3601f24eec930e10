// The online counter: players seen in the presence window (docs/product/signals.md#online-counter).
import { PRESENCE_WINDOW_SECONDS } from '@velas/domain/constants';
import { countOnline } from '#/auth/presence-repository.js';
import type { Queryable } from '#/db/database.js';

export function playersOnline(db: Queryable, now: number): Promise<number> {
  return countOnline(db, now, PRESENCE_WINDOW_SECONDS);
}
