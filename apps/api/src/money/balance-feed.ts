// Delivered only once the movement committed, heard once by every process
// (docs/architecture.md#live-balance).
import { z } from 'zod';
import type { Database } from '#/db/database.js';
import { NotifyFeed } from '#/db/notify-feed.js';
import { BALANCES_CHANNEL } from './ledger-repository.js';

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
