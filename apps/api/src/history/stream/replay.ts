// What a client back from a dropped connection missed: the rounds after the
// last one it got (its Last-Event-ID), from the database, oldest first.
import type { Candle } from '@velas/domain/schemas/history';
import type { Queryable } from '#/db/database.js';
import { toCandle } from '../rounds/candles.js';
import { roundsAfter } from '../rounds/rounds-repository.js';

/** At most this many missed rounds are replayed to a client that reconnects. */
const REPLAY_LIMIT = 500;

export async function missedRounds(
  db: Queryable,
  { betHouse, afterId }: { betHouse: string; afterId: number },
): Promise<Candle[]> {
  return (await roundsAfter(db, betHouse, afterId, REPLAY_LIMIT)).map(toCandle);
}
