// What the pg pool does with a broken connection (db/postgres.ts): a client
// that cannot roll back is destroyed, and a lost LISTEN connection is
// listened for again with a growing pause, each failure reported like a lost
// connection (db/pool-errors.ts). The pool is a real pg pool whose connect
// hands out stand-in clients: no server is needed.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openPostgres } from './postgres.js';

type StandInClient = EventEmitter & {
  query: MockInstance<(sql: string) => Promise<{ rows: []; rowCount: 0 }>>;
  release: MockInstance<(error?: Error) => void>;
};

function standInClient(failing: Record<string, Error> = {}): StandInClient {
  const client = new EventEmitter() as StandInClient;
  client.query = vi.fn((sql: string) => {
    const error = failing[sql];
    return error === undefined
      ? Promise.resolve({ rows: [] as [], rowCount: 0 as const })
      : Promise.reject(error);
  });
  client.release = vi.fn();
  return client;
}

const connect = () =>
  vi.spyOn(pg.Pool.prototype, 'connect') as unknown as MockInstance<() => Promise<unknown>>;

const openUnreachable = () => openPostgres('postgres://nobody@127.0.0.1:1/none', 2);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a transaction whose rollback fails', () => {
  it('releases its client with the error, so the pool destroys it', async () => {
    const rollbackFailed = new Error('Connection terminated unexpectedly');
    const client = standInClient({ ROLLBACK: rollbackFailed });
    connect().mockResolvedValue(client);
    const db = openUnreachable();

    await expect(
      db.transaction(() => Promise.reject(new Error('the work failed'))),
    ).rejects.toThrow('the work failed');
    expect(client.release).toHaveBeenCalledExactlyOnceWith(rollbackFailed);
    await db.close();
  });

  it('releases its client with no error when the rollback works', async () => {
    const client = standInClient();
    connect().mockResolvedValue(client);
    const db = openUnreachable();

    await expect(db.transaction(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(client.release).toHaveBeenCalledOnce();
    expect(client.release.mock.calls[0]?.[0]).toBeUndefined();
    await db.close();
  });
});

describe('a lost LISTEN connection', () => {
  it('reports each failed attempt to listen again, pausing twice as long each time', async () => {
    vi.useFakeTimers();
    const listening = standInClient();
    let attempts = 0;
    const connecting = connect()
      .mockResolvedValueOnce(listening)
      .mockImplementation(() => Promise.reject(new Error(`refused ${++attempts}`)));
    const db = openUnreachable();
    const reported: string[] = [];
    db.onConnectionError?.((error) => reported.push(error.message));
    const stop = await db.listen('alerts', () => undefined);

    listening.emit('error', new Error('terminating connection due to administrator command'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reported).toEqual(['refused 1']);
    await vi.advanceTimersByTimeAsync(499);
    expect(reported).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reported).toEqual(['refused 1', 'refused 2']);
    await vi.advanceTimersByTimeAsync(999);
    expect(reported).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(reported).toHaveLength(3);

    // The pause stops growing at its cap.
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000);
    expect(reported).toHaveLength(9);

    // The server is back: listening again ends the attempts.
    const relistening = standInClient();
    connecting.mockResolvedValueOnce(relistening);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(relistening.query).toHaveBeenCalledWith('LISTEN "alerts"');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reported).toHaveLength(9);

    await stop();
    await db.close();
  });
});
