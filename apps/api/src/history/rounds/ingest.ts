// A different round under a stored key refuses the whole batch: nothing of it is stored.
import { MINUTE_MS } from '@velas/domain/calendar';
import { historyMessages } from '@velas/domain/messages/history';
import type { ingestRequestSchema, IngestResponse } from '@velas/domain/schemas/history';
import type { z } from 'zod';
import type { Database } from '#/db/database.js';
import { Conflict, Refused } from '#/domain-errors.js';
import { toCandle } from './candles.js';
import { announceRounds } from './round-feed.js';
import { insertIngestedRounds, type IngestedRound } from './rounds-repository.js';

type RoundData = Pick<IngestedRound, 'betHouse' | 'odd' | 'time'> & { hash?: string | null };

function sameRound(a: RoundData, b: RoundData): boolean {
  return (
    a.betHouse === b.betHouse &&
    a.odd === b.odd &&
    a.time === b.time &&
    (a.hash ?? null) === (b.hash ?? null)
  );
}

function conflict(ids: number[]): Conflict {
  return new Conflict(historyMessages.roundConflict, {
    fields: { rounds: ids.map((id) => `${historyMessages.roundConflict} (id ${String(id)})`) },
  });
}

const feedKey = (betHouse: string, id: number) => `${betHouse}:${String(id)}`;

/** Clocks of the feed and of this server may disagree by this much. */
const FUTURE_TOLERANCE_MS = MINUTE_MS;

/** Stores and announces a feed's batch in one transaction; `now` is the api's clock. */
export async function ingestRounds(
  db: Database,
  { source, rounds }: z.infer<typeof ingestRequestSchema>,
  now: number,
): Promise<IngestResponse> {
  // A round from the future would sit at the head of every history until then.
  const latest = now + FUTURE_TOLERANCE_MS;
  const future = rounds.filter((round) => round.time > latest).map((round) => round.id);
  if (future.length > 0)
    throw new Refused(historyMessages.roundInFuture, {
      fields: { rounds: future.map((id) => `${historyMessages.roundInFuture} (id ${String(id)})`) },
    });

  // The same key twice in one request must describe the same round.
  const unique = new Map<string, IngestedRound>();
  const clashes: number[] = [];
  for (const round of rounds) {
    const key = feedKey(round.betHouse, round.id);
    const seen = unique.get(key);
    if (seen === undefined) unique.set(key, round);
    else if (!sameRound(seen, round)) clashes.push(round.id);
  }
  if (clashes.length > 0) throw conflict(clashes);

  return db.transaction(async (tx) => {
    const { stored, posted } = await insertIngestedRounds(tx, source, [...unique.values()]);
    const storedIds = new Set(stored.map((row) => row.id));
    const byKey = new Map(posted.map((row) => [feedKey(row.betHouse, row.externalId), row]));
    const differing = posted.filter((row) => {
      const sent = unique.get(feedKey(row.betHouse, row.externalId));
      return !storedIds.has(row.roundId) && sent !== undefined && !sameRound(sent, row);
    });
    if (differing.length > 0) throw conflict(differing.map((row) => row.externalId));
    const candles = stored.map(toCandle);
    for (const betHouse of new Set(candles.map((candle) => candle.betHouse))) {
      await announceRounds(
        tx,
        betHouse,
        candles.filter((candle) => candle.betHouse === betHouse),
      );
    }
    const ids = [...unique.values()].map((round) => {
      const row = byKey.get(feedKey(round.betHouse, round.id));
      if (row === undefined)
        throw new Error(`round ${round.betHouse}#${String(round.id)} vanished`);
      return { betHouse: round.betHouse, externalId: round.id, id: row.roundId };
    });
    return { stored: stored.length, duplicates: unique.size - stored.length, rounds: ids };
  });
}
