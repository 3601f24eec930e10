// Delivered only once the movement committed, heard once by every process
// (docs/architecture.md#live-balance).
import type { Cents } from '@velas/domain/money';
import { z } from 'zod';
import type { Database, Queryable } from '#/db/database.js';
import { NotifyFeed } from '#/db/notify-feed.js';
import { BALANCES_CHANNEL } from './ledger-repository.js';
import { latestBalance } from './statement-repository.js';

const balanceMessageSchema = z.object({
  userId: z.number().int(),
  balance: z.number().int(),
  entryId: z.number().int(),
});
export type BalanceMessage = z.infer<typeof balanceMessageSchema>;

/**
 * This process's end of the channel: fans each message out to local
 * listeners. It listens from the first stream on, not from the start: LISTEN
 * holds one pooled connection for good, and a process no player watches
 * (a command, most tests) keeps its pool whole.
 */
export class BalanceFeed extends NotifyFeed<BalanceMessage> {
  constructor(db: Pick<Database, 'listen'>, onBadPayload?: (payload: string) => void) {
    super(db, BALANCES_CHANNEL, balanceMessageSchema, onBadPayload);
  }
}

/**
 * A stream's first event: the balance now and the newest entry it includes,
 * so the app keeps whichever of it and a live event names the newer entry.
 */
export function balanceNow(
  db: Queryable,
  userId: number,
): Promise<{ balance: Cents; entryId: number }> {
  return latestBalance(db, userId);
}
