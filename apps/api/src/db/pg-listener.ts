// LISTEN needs a connection of its own; when it is cut (a restart, a failover)
// this listens again on a new one, with a growing pause, instead of crashing.
import pg from 'pg';

export interface ListeningClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: pg.Notification) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'notification', listener: (message: pg.Notification) => void): unknown;
  /** With an error, the pool destroys the client instead of handing it out again. */
  release(error?: Error): void;
}

export interface PgListenerOptions {
  channel: string;
  onPayload: (payload: string) => void;
  connect: () => Promise<ListeningClient>;
  /** Hears each failed attempt to listen again, like a lost connection of the pool (pool-errors.ts). */
  report: (error: Error) => void;
  /** Resolves after `ms`; by default an unref'd timer, so a process shutting down does not wait it out. */
  pause?: (ms: number) => Promise<void>;
}

/**
 * Wait before listening again after the listening connection was lost,
 * doubled after each failed attempt up to the cap: a server down for long is
 * asked twice a minute, not twice a second.
 */
export const LISTEN_RETRY_MS = 500;
export const LISTEN_RETRY_MAX_MS = 30_000;

const unrefPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

interface Listening {
  client: ListeningClient;
  /** Releases the client unless it already was; says whether this call did. */
  discard: (error?: Error) => boolean;
}

export class PgListener {
  private current: Listening | undefined;
  private stopped = false;
  private readonly pause: (ms: number) => Promise<void>;

  constructor(private readonly options: PgListenerOptions) {
    this.pause = options.pause ?? unrefPause;
  }

  async subscribe(): Promise<void> {
    const client = await this.options.connect();
    // The one way a listening client goes back to the pool, whether it was
    // stopped or its connection failed: a second release would throw.
    let released = false;
    const discard = (error?: Error) => {
      if (released) return false;
      released = true;
      client.off('notification', this.onNotification);
      if (this.current?.client === client) this.current = undefined;
      client.release(error);
      return true;
    };
    // A connection lost before it listens is this call's failure, which its
    // caller retries: listening again from here too would run a second loop.
    let lostWhileSettingUp: Error | undefined;
    client.on('notification', this.onNotification);
    client.on('error', (error: Error) => {
      const wasListening = this.current?.client === client;
      if (!discard(error)) return;
      if (!wasListening) lostWhileSettingUp = error;
      else if (!this.stopped) void this.resubscribe();
    });
    try {
      await client.query(`LISTEN ${this.escapedChannel}`);
    } catch (error) {
      discard(error as Error);
      throw error;
    }
    if (lostWhileSettingUp !== undefined) throw lostWhileSettingUp;
    // Stopped while this connection was being set up: nobody will release it later.
    if (this.stopped) discard();
    else this.current = { client, discard };
  }

  /** Unlistens and releases the client; a connection still being set up is released once it is. */
  async stop(): Promise<void> {
    this.stopped = true;
    const listening = this.current;
    if (listening === undefined) return;
    await listening.client.query(`UNLISTEN ${this.escapedChannel}`).catch(() => undefined);
    listening.discard();
  }

  /** Tries to listen again until it works or the listener is stopped, each failure reported. */
  private async resubscribe(): Promise<void> {
    let wait = LISTEN_RETRY_MS;
    while (!this.stopped) {
      try {
        await this.subscribe();
        return;
      } catch (error) {
        this.options.report(error instanceof Error ? error : new Error(String(error)));
        await this.pause(wait);
        wait = Math.min(wait * 2, LISTEN_RETRY_MAX_MS);
      }
    }
  }

  private get escapedChannel(): string {
    return pg.escapeIdentifier(this.options.channel);
  }

  private readonly onNotification = (message: pg.Notification) => {
    if (message.channel === this.options.channel) this.options.onPayload(message.payload ?? '');
  };
}
