import type { z } from 'zod';
import type { Database } from './database.js';

export class NotifyFeed<T> {
  private readonly listeners = new Set<(message: T) => void>();
  private listening: Promise<() => Promise<void>> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Pick<Database, 'listen'>,
    private readonly channel: string,
    private readonly schema: z.ZodType<T>,
    /** Hears a payload that is not JSON or not a message: it reaches no listener. */
    private readonly onBadPayload: (payload: string) => void = () => undefined,
  ) {}

  /**
   * Resolves once this process listens; the first call starts it, a failed
   * start is retried by the next call. LISTEN holds one pooled connection for
   * good, so an owner listens only once something needs it.
   */
  async ready(): Promise<void> {
    if (this.stopped) throw new Error(`${this.channel} feed stopped`);
    this.listening ??= this.db.listen(this.channel, (payload) => {
      this.dispatch(payload);
    });
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
  }

  /** How many listeners are subscribed. */
  get subscribers(): number {
    return this.listeners.size;
  }

  subscribe(listener: (message: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops every listener and stops listening, a start still under way included. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await unlisten?.();
  }

  private dispatch(payload: string): void {
    let message: T;
    try {
      message = this.schema.parse(JSON.parse(payload));
    } catch {
      this.onBadPayload(payload);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }
}
