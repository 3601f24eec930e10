// What the pg pool does with a broken connection (db/postgres.ts): a client
// that cannot roll back is destroyed. The pool is a real pg pool whose connect
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
