// Balance changes reach every api process through LISTEN/NOTIFY, delivered only
// once the movement committed, heard once by every process
// (docs/architecture.md#live-balance).
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { BALANCES_CHANNEL } from './ledger-repository.js';

const balanceMessageSchema = z.object({
  userId: z.number().int(),
  balance: z.number().int(),
  entryId: z.number().int(),
});
export type BalanceMessage = z.infer<typeof balanceMessageSchema>;
export type BalanceListener = (message: BalanceMessage) => void;

/**
 * This process's end of the channel: fans each message out to local
 * listeners. It listens from the first stream on, not from the start: LISTEN
 * holds one pooled connection for good, and a process no player watches
 * (a command, most tests) keeps its pool whole.
 */
export class BalanceFeed {
  private readonly listeners = new Set<BalanceListener>();
  private listening: Promise<() => Promise<void>> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Pick<Database, 'listen'>,
    private readonly onBadPayload: (payload: string) => void = () => undefined,
  ) {}

  /** Resolves once this process listens; the first call starts it, a failed start is retried. */
  async ready(): Promise<void> {
    if (this.stopped) throw new Error('balance feed stopped');
    this.listening ??= this.db.listen(BALANCES_CHANNEL, (payload) => {
      this.dispatch(payload);
    });
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
  }

  subscribe(listener: BalanceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await unlisten?.();
  }

  private dispatch(payload: string): void {
    let message: BalanceMessage;
    try {
      message = balanceMessageSchema.parse(JSON.parse(payload));
    } catch {
      this.onBadPayload(payload);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }
}
