// The embedded default: PGlite with its data directory on disk.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  asOpenTransaction,
  INT8_OID,
  NUMBER_PARSERS,
  type Database,
  type Queryable,
  type QueryResult,
} from './database.js';
import { copyFreshPglite } from './fresh-pglite.js';
import { acquireLockFile } from './lock-file.js';

const parsers = Object.fromEntries(NUMBER_PARSERS);

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      // PGlite 0.5 leaves an unhandled rejection behind when queried after close().
      if (target.closed) throw new Error('PGlite is closed');
      const result = await target.query<Row>(sql, [...params]);
      // PGlite reports affectedRows 0 for a SELECT; pg counts the rows returned.
      return {
        rows: result.rows,
        rowCount: Math.max(result.rows.length, result.affectedRows ?? 0),
      };
    },
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/**
 * PostgreSQL's buffer pool lives in PGlite's WASM memory, inside the api's
 * own process, and WASM memory never shrinks: with PGlite's default pool, one
 * export of a year of rounds (an index scan, which gets no ring buffer) can
 * fill the whole pool and leave the process that much larger for good
 * (docs/architecture.md#measurements; reliability/export-memory.test.ts holds
 * the bound). The hot data (today's rounds, users, sessions) fits in a few
 * megabytes; a page past the pool is read again from the operating system's
 * file cache.
 */
const SHARED_BUFFERS = '8MB';

export async function openPglite(dataDir: string): Promise<Database> {
  const directory = resolve(dataDir);
  mkdirSync(dirname(directory), { recursive: true });
  const releaseLock = acquireLockFile(`${directory}.lock`);
  let pglite: PGlite;
  try {
    // A first start copies what the build prepared, when it did (db/fresh-pglite.ts).
    await copyFreshPglite(directory);
    pglite = await PGlite.create(directory, {
      parsers,
      serializers: { [INT8_OID]: String },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const root = wrap(pglite);
  // Transactions asked for and not finished: one runs, the others wait for the connection.
  let transactions = 0;
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    // PGlite queues transactions on its single connection, so they never interleave.
    transaction: async (work) => {
      transactions += 1;
      try {
        return await pglite.transaction((tx) => work(asOpenTransaction(wrap(tx))));
      } finally {
        transactions -= 1;
      }
    },
    poolStats: () => ({
      total: 1,
      idle: transactions === 0 ? 1 : 0,
      waiting: Math.max(0, transactions - 1),
    }),
    // Inside a transaction no other one runs; the checkpoint writes every
    // committed page to the files the tarball then holds.
    backup: () =>
      pglite.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return pglite.dumpDataDir('gzip');
      }),
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return () => unlisten();
    },
    close: async () => {
      // Closing twice is harmless.
      if (pglite.closed) return;
      try {
        await pglite.close();
      } finally {
        releaseLock();
      }
    },
  };
}
