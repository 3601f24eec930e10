// Announced inside the storing transaction, so only committed rounds are
// announced, and every process, the storing one included, hears each once.
import { candleSchema, type Candle } from '@velas/domain/schemas/history';
import { z } from 'zod';
import type { Database, Tx } from '#/db/database.js';
import { NotifyFeed } from '#/db/notify-feed.js';
import { notifyAll } from './round-feed-repository.js';

export const ROUNDS_CHANNEL = 'history_rounds';
/** Keeps each payload well under PostgreSQL's 8000-byte NOTIFY limit. */
const CANDLES_PER_MESSAGE = 20;

const roundMessageSchema = z.object({ betHouse: z.string(), candles: z.array(candleSchema) });
/** `candles` empty: the house's history changed (a backfill) with nothing to push live. */
export type RoundMessage = z.infer<typeof roundMessageSchema>;
export type RoundListener = (message: RoundMessage) => void;

export async function announceRounds(
  tx: Tx,
  betHouse: string,
  candles: readonly Candle[],
): Promise<void> {
  const payloads: string[] = [];
  for (let start = 0; start < candles.length; start += CANDLES_PER_MESSAGE) {
    payloads.push(
      JSON.stringify({ betHouse, candles: candles.slice(start, start + CANDLES_PER_MESSAGE) }),
    );
  }
  if (payloads.length === 0) return;
  await notifyAll(tx, ROUNDS_CHANNEL, payloads);
}

export async function announceChange(tx: Tx, betHouse: string): Promise<void> {
  await notifyAll(tx, ROUNDS_CHANNEL, [JSON.stringify({ betHouse, candles: [] })]);
}

/**
 * This process's end of the channel: fans each message out to local
 * listeners. The history plugin listens from its start, since its response
 * cache forgets a house's answers on each message.
 */
export class RoundFeed extends NotifyFeed<RoundMessage> {
  constructor(db: Pick<Database, 'listen'>, onBadPayload?: (payload: string) => void) {
    super(db, ROUNDS_CHANNEL, roundMessageSchema, onBadPayload);
  }
}
