// A PostgreSQL server through a pg Pool (DATABASE_URL): several api processes
// can share it.
import pg from 'pg';
import {
  INT8_OID,
  NUMERIC_OID,
  type Database,
  type Queryable,
  type QueryResult,
} from './database.js';

const typeParsers = new pg.TypeOverrides();
typeParsers.setTypeParser(INT8_OID, Number);
typeParsers.setTypeParser(NUMERIC_OID, Number);

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
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const root = wrap(pool);
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      // LISTEN needs a connection of its own for as long as it listens.
      const client = await pool.connect();
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      client.on('notification', onNotification);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', onNotification);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
