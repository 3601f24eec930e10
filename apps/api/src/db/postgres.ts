// A PostgreSQL server through a pg Pool (DATABASE_URL): several api processes
// can share it.
import pg from 'pg';
import {
  asOpenTransaction,
  NUMBER_PARSERS,
  type Database,
  type Queryable,
  type QueryResult,
} from './database.js';
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

/**
 * Wait before listening again after the listening connection was lost,
 * doubled after each failed attempt up to the cap: a server down for long is
 * asked twice a minute, not twice a second.
 */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

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
      // LISTEN needs a connection of its own for as long as it listens. When
      // that connection is cut, listen again on a new one instead of crashing.
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      let current: { client: pg.PoolClient; discard: (error?: Error) => boolean } | undefined;
      let stopped = false;
      const subscribe = async (): Promise<void> => {
        const client = await pool.connect();
        // The one way a listening client goes back to the pool, whether it was
        // stopped or its connection failed: a second release would throw.
        let released = false;
        const discard = (error?: Error) => {
          if (released) return false;
          released = true;
          client.off('notification', onNotification);
          if (current?.client === client) current = undefined;
          client.release(error);
          return true;
        };
        client.on('notification', onNotification);
        client.on('error', (error: Error) => {
          if (discard(error) && !stopped) void resubscribe();
        });
        try {
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          discard(error as Error);
          throw error;
        }
        // Stopped while this connection was being set up: nobody will release it later.
        if (stopped) discard();
        else current = { client, discard };
      };
      const resubscribe = async (): Promise<void> => {
        let wait = LISTEN_RETRY_MS;
        while (!stopped) {
          try {
            await subscribe();
            return;
          } catch (error) {
            // Each failure is a lost connection like the pool's: logged and counted.
            poolErrors.report(error instanceof Error ? error : new Error(String(error)));
            // Unref'd: a process shutting down does not wait out the pause.
            await new Promise((resolve) => setTimeout(resolve, wait).unref());
            wait = Math.min(wait * 2, LISTEN_RETRY_MAX_MS);
          }
        }
      };
      await subscribe();
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        const listening = current;
        if (listening === undefined) return;
        await listening.client
          .query(`UNLISTEN ${pg.escapeIdentifier(channel)}`)
          .catch(() => undefined);
        listening.discard();
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
