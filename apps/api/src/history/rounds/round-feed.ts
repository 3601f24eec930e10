// New rounds reach every api process through PostgreSQL LISTEN/NOTIFY (PGlite
// implements the same within its one process): whichever process stores a
// round announces it inside the storing transaction, so only committed rounds
// are announced, and every process, the storing one included, hears it once.
import { candleSchema, type Candle } from '@velas/domain/schemas/history';
import { z } from 'zod';
import type { Database, Tx } from '../../db/database.js';
import { notifyAll } from './round-feed-repository.js';

export const ROUNDS_CHANNEL = 'history_rounds';
/** Keeps each payload well under PostgreSQL's 8000-byte NOTIFY limit. */
const CANDLES_PER_MESSAGE = 20;

const roundMessageSchema = z.object({ betHouse: z.string(), candles: z.array(candleSchema) });
/** `candles` empty: the house's history changed (a backfill) with nothing to push live. */
export type RoundMessage = z.infer<typeof roundMessageSchema>;
export type RoundListener = (message: RoundMessage) => void;

/** Announces new rounds of one house, in the caller's transaction. */
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

/** Announces that a house's history changed without rounds to push (backfills). */
export async function announceChange(tx: Tx, betHouse: string): Promise<void> {
  await notifyAll(tx, ROUNDS_CHANNEL, [JSON.stringify({ betHouse, candles: [] })]);
}

/** This process's end of the channel: fans each message out to local listeners. */
export class RoundFeed {
  private readonly listeners = new Set<RoundListener>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly onBadPayload: (payload: string) => void = () => undefined) {}

  async start(db: Database): Promise<void> {
    this.unlisten = await db.listen(ROUNDS_CHANNEL, (payload) => {
      this.dispatch(payload);
    });
  }

  /** How many listeners are subscribed (open streams plus the cache). */
  get subscribers(): number {
    return this.listeners.size;
  }

  subscribe(listener: RoundListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  private dispatch(payload: string): void {
    let message: RoundMessage;
    try {
      message = roundMessageSchema.parse(JSON.parse(payload));
    } catch {
      this.onBadPayload(payload);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }
}
