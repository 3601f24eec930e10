// A connection the server cuts is a warn log line and a count, not a crash
// nor silence (db/pool-errors.ts, docs/operations/what-to-watch.md#what-to-watch). The pool
// is a real pg pool that never connects: the test emits what pg emits.
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { watchPoolErrors } from './pool-errors.js';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const { onConnectionError } = watchPoolErrors(pool);
afterAll(() => pool.end());

const t = useTestApp({
  env: { LOG_LEVEL: 'warn' },
  logStream,
  wrapDatabase: (db) => ({ ...db, onConnectionError }),
});

const counted = async () =>
  (await t.app.metrics.databaseConnectionErrors.get()).values[0]?.value ?? 0;
const warnings = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
    .filter((line) => line.level === 40 && line.msg.startsWith('database connection lost'));

describe('a lost database connection', () => {
  it('is logged at warn and counted when the pool emits it', async () => {
    pool.emit('error', new Error('terminating connection due to administrator command'));
    expect(await counted()).toBe(1);
    expect(warnings().map((line) => line.err?.message)).toEqual([
      'terminating connection due to administrator command',
    ]);
  });

  it('is heard on a checked-out client, and once when the pool hears it too', async () => {
    const client = new EventEmitter();
    pool.emit('connect', client);
    const cut = new Error('Connection terminated unexpectedly');
    client.emit('error', cut);
    pool.emit('error', cut, client);
    expect(await counted()).toBe(2);
    expect(warnings()).toHaveLength(2);
  });
});
