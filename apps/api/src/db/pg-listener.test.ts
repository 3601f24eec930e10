// A channel's LISTEN connection (pg-listener.ts) on stand-in pg clients: what
// reaches the payload handler, how a lost connection is listened for again
// with a growing pause, and that each client goes back to the pool once,
// however stop and a connection error interleave. No server is needed; the
// pauses are resumed by hand.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi, type Mock } from 'vitest';
import {
  LISTEN_RETRY_MAX_MS,
  LISTEN_RETRY_MS,
  PgListener,
  type ListeningClient,
} from './pg-listener.js';

type StandInClient = EventEmitter & {
  query: Mock<(sql: string) => Promise<unknown>>;
  release: Mock<(error?: Error) => void>;
};

function standInClient(failing: Record<string, Error> = {}): StandInClient {
  const client = new EventEmitter() as StandInClient;
  client.query = vi.fn((sql: string) => {
    const error = failing[sql];
    return error === undefined ? Promise.resolve({ rows: [] }) : Promise.reject(error);
  });
  client.release = vi.fn();
  return client;
}

const lost = () => new Error('terminating connection due to administrator command');

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A listener on `channel` whose clients come from `connect` (stand-in
 * clients) and whose pauses wait until the test resumes them.
 */
function listenerOn(connect: () => Promise<ListeningClient>, channel = 'alerts') {
  const payloads: string[] = [];
  const reported: string[] = [];
  const pauses: { ms: number; resume: () => void }[] = [];
  const listener = new PgListener({
    channel,
    onPayload: (payload) => payloads.push(payload),
    connect,
    report: (error) => reported.push(error.message),
    pause: (ms) =>
      new Promise<void>((resume) => {
        pauses.push({ ms, resume });
      }),
  });
  /** Resumes the only pause under way. */
  const resume = async () => {
    expect(pauses).toHaveLength(1);
    pauses.shift()?.resume();
    await settle();
  };
  return { listener, payloads, reported, pauses, resume };
}

/** `clients` handed out one by one, then refused connections. */
function pool(...clients: StandInClient[]) {
  let refused = 0;
  return vi.fn(() => {
    const next = clients.shift();
    return next === undefined
      ? Promise.reject(new Error(`refused ${++refused}`))
      : Promise.resolve(next);
  });
}

describe('a listener', () => {
  it("listens on the channel, its name quoted, and hands on that channel's payloads alone", async () => {
    const client = standInClient();
    const { listener, payloads } = listenerOn(pool(client), 'round"feed');

    await listener.subscribe();
    client.emit('notification', { channel: 'round"feed', payload: '{"n":1}', processId: 1 });
    client.emit('notification', { channel: 'other', payload: '{"n":2}', processId: 1 });
    client.emit('notification', { channel: 'round"feed', processId: 1 });

    expect(client.query).toHaveBeenCalledExactlyOnceWith('LISTEN "round""feed"');
    expect(payloads).toEqual(['{"n":1}', '']);
    expect(client.release).not.toHaveBeenCalled();
  });

  it('rejects when LISTEN fails, its client released with the error', async () => {
    const refused = new Error('permission denied');
    const client = standInClient({ 'LISTEN "alerts"': refused });
    const { listener, reported, pauses } = listenerOn(pool(client));

    await expect(listener.subscribe()).rejects.toBe(refused);
    expect(client.release).toHaveBeenCalledExactlyOnceWith(refused);
    // Its caller hears the failure: nothing is reported, nothing retried.
    expect(reported).toEqual([]);
    expect(pauses).toEqual([]);
  });

  it('stops with UNLISTEN, then releases its client without an error', async () => {
    const client = standInClient();
    const { listener, payloads } = listenerOn(pool(client));
    await listener.subscribe();

    await listener.stop();
    client.emit('notification', { channel: 'alerts', payload: 'late', processId: 1 });

    expect(client.query.mock.calls).toEqual([['LISTEN "alerts"'], ['UNLISTEN "alerts"']]);
    expect(client.release).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(payloads).toEqual([]);
  });

  it('releases its client on stop even when UNLISTEN fails', async () => {
    const client = standInClient({ 'UNLISTEN "alerts"': lost() });
    const { listener } = listenerOn(pool(client));
    await listener.subscribe();

    await listener.stop();

    expect(client.release).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});

describe('a lost listening connection', () => {
  it('releases the broken client with its error and listens again on a new one at once', async () => {
    const first = standInClient();
    const second = standInClient();
    const connect = pool(first, second);
    const { listener, payloads, reported, pauses } = listenerOn(connect);
    await listener.subscribe();

    const error = lost();
    first.emit('error', error);
    await settle();

    expect(first.release).toHaveBeenCalledExactlyOnceWith(error);
    expect(connect).toHaveBeenCalledTimes(2);
    expect(second.query).toHaveBeenCalledExactlyOnceWith('LISTEN "alerts"');
    expect(reported).toEqual([]);
    expect(pauses).toEqual([]);
    first.emit('notification', { channel: 'alerts', payload: 'stale', processId: 1 });
    second.emit('notification', { channel: 'alerts', payload: 'fresh', processId: 2 });
    expect(payloads).toEqual(['fresh']);

    // Stopping unlistens on the new client, the old one is not released again.
    await listener.stop();
    expect(second.query).toHaveBeenLastCalledWith('UNLISTEN "alerts"');
    expect(second.release).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(first.release).toHaveBeenCalledOnce();
  });

  it('reports each failed attempt, pausing twice as long each time up to the cap', async () => {
    const first = standInClient();
    const back = standInClient();
    const connect = pool(first);
    const { listener, reported, pauses, resume } = listenerOn(connect);
    await listener.subscribe();

    first.emit('error', lost());
    await settle();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(reported).toEqual(Array.from({ length: attempt }, (_, i) => `refused ${i + 1}`));
      waits.push(pauses[0]?.ms ?? -1);
      await resume();
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(waits[0]).toBe(LISTEN_RETRY_MS);
    expect(Math.max(...waits)).toBe(LISTEN_RETRY_MAX_MS);

    // The server is back: listening again ends the attempts.
    connect.mockResolvedValueOnce(back);
    await resume();
    expect(back.query).toHaveBeenCalledExactlyOnceWith('LISTEN "alerts"');
    expect(reported).toHaveLength(10);
    expect(pauses).toEqual([]);

    await listener.stop();
    expect(back.release).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('stops retrying when stopped during a pause', async () => {
    const first = standInClient();
    const connect = pool(first);
    const { listener, reported, resume } = listenerOn(connect);
    await listener.subscribe();
    first.emit('error', lost());
    await settle();
    expect(reported).toEqual(['refused 1']);

    await listener.stop();
    await resume();

    expect(connect).toHaveBeenCalledTimes(2);
    expect(reported).toEqual(['refused 1']);
  });

  it('releases a client that connects after stop, once LISTEN is done, and keeps none', async () => {
    const first = standInClient();
    const late = standInClient();
    const connecting = deferred<ListeningClient>();
    const connect = vi
      .fn<() => Promise<ListeningClient>>()
      .mockResolvedValueOnce(first)
      .mockReturnValueOnce(connecting.promise);
    const { listener, payloads, pauses } = listenerOn(connect);
    await listener.subscribe();
    first.emit('error', lost());
    await settle();

    await listener.stop();
    connecting.resolve(late);
    await settle();

    expect(late.release).toHaveBeenCalledExactlyOnceWith(undefined);
    late.emit('notification', { channel: 'alerts', payload: 'late', processId: 1 });
    expect(payloads).toEqual([]);
    expect(pauses).toEqual([]);
    expect(connect).toHaveBeenCalledTimes(2);
    // Nothing is left to release: a second stop releases nothing twice.
    await listener.stop();
    expect(late.release).toHaveBeenCalledOnce();
    expect(late.query).toHaveBeenCalledExactlyOnceWith('LISTEN "alerts"');
  });

  it('releases its client once when the connection fails again after stop, and listens no more', async () => {
    const client = standInClient();
    const connect = pool(client);
    const { listener, reported } = listenerOn(connect);
    await listener.subscribe();

    await listener.stop();
    client.emit('error', lost());
    await settle();

    expect(client.release).toHaveBeenCalledOnce();
    expect(connect).toHaveBeenCalledOnce();
    expect(reported).toEqual([]);
  });

  it('releases its client once when the connection reports two errors', async () => {
    const first = standInClient();
    const second = standInClient();
    const connect = pool(first, second);
    const { listener } = listenerOn(connect);
    await listener.subscribe();

    const error = lost();
    first.emit('error', error);
    first.emit('error', new Error('Connection terminated unexpectedly'));
    await settle();

    expect(first.release).toHaveBeenCalledExactlyOnceWith(error);
    expect(connect).toHaveBeenCalledTimes(2);
    await listener.stop();
  });
});

describe('a connection lost while LISTEN is under way', () => {
  /** A client whose LISTEN fails as pg's does when the connection drops: 'error' first, then the query. */
  function droppedDuringListen(): StandInClient {
    const client = standInClient();
    client.query.mockImplementationOnce(() => {
      const error = lost();
      client.emit('error', error);
      return Promise.reject(error);
    });
    return client;
  }

  it('is retried by one loop alone, after one pause', async () => {
    const first = standInClient();
    const dropped = droppedDuringListen();
    const connect = pool(first, dropped);
    const { listener, reported, pauses } = listenerOn(connect);
    await listener.subscribe();

    first.emit('error', lost());
    await settle();

    expect(dropped.release).toHaveBeenCalledOnce();
    expect(reported).toEqual(['terminating connection due to administrator command']);
    expect(pauses.map((pause) => pause.ms)).toEqual([LISTEN_RETRY_MS]);
    expect(connect).toHaveBeenCalledTimes(2);
    await listener.stop();
  });

  it('rejects the first subscribe and leaves nothing retrying behind it', async () => {
    const dropped = droppedDuringListen();
    const connect = pool(dropped);
    const { listener, reported, pauses } = listenerOn(connect);

    await expect(listener.subscribe()).rejects.toThrow('terminating connection');
    await settle();

    expect(dropped.release).toHaveBeenCalledOnce();
    expect(connect).toHaveBeenCalledOnce();
    expect(reported).toEqual([]);
    expect(pauses).toEqual([]);
  });

  it('throws when the connection is lost between LISTEN and its answer being read', async () => {
    const client = standInClient();
    client.query.mockImplementationOnce(() => {
      const answered = Promise.resolve({ rows: [] });
      client.emit('error', lost());
      return answered;
    });
    const connect = pool(client);
    const { listener, pauses } = listenerOn(connect);

    await expect(listener.subscribe()).rejects.toThrow('terminating connection');
    await settle();

    expect(client.release).toHaveBeenCalledOnce();
    expect(connect).toHaveBeenCalledOnce();
    expect(pauses).toEqual([]);
  });
});
