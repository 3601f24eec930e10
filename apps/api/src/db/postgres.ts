import pg from 'pg';
import {
  asOpenTransaction,
  NUMBER_PARSERS,
  type Database,
  type Queryable,
  type QueryResult,
} from './database.js';
import { PgListener } from './pg-listener.js';
import { watchPoolErrors } from './pool-errors.js';

const typeParsers = new pg.TypeOverrides();
for (const [oid, parse] of NUMBER_PARSERS) typeParsers.setTypeParser(oid, parse);

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      const result = await target.query({ text: sql, values: [...params] });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  };
}

export function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers });
  const poolErrors = watchPoolErrors(pool);
  const root = wrap(pool);
  const listeners = new Set<() => Promise<void>>();
  let closing: Promise<void> | undefined;
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    onConnectionError: poolErrors.onConnectionError,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    transaction: async (work) => {
      const client = await pool.connect();
      // A client that cannot even roll back is broken: released with the
      // error, pg destroys it instead of handing it to the next caller.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(asOpenTransaction(wrap(client)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: async (channel, onPayload) => {
      const listener = new PgListener({
        channel,
        onPayload,
        connect: () => pool.connect(),
        report: poolErrors.report,
      });
      await listener.subscribe();
      const stop = async () => {
        listeners.delete(stop);
        await listener.stop();
      };
      listeners.add(stop);
      return stop;
    },
    // Closing twice is harmless, as on PGlite: a failed start closes it
    // whether or not the app's close already did (app.ts).
    close: () =>
      (closing ??= (async () => {
        // A listening client is checked out for good; pool.end() would wait for it.
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      })()),
  };
}
