// The database seen by the modules: PostgreSQL dialect, whether the engine is
// the embedded PGlite or a PostgreSQL server. Both are configured to return
// the same JavaScript types: int8 and numeric as number (amounts are cents,
// far below 2^53), timestamptz as Date, json/jsonb parsed.

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query: <Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ) => Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec: (sql: string) => Promise<void>;
}

declare const transactionBrand: unique symbol;

/**
 * The connection of one open transaction: what `Database.transaction` hands
 * its work. A function that must run inside a transaction (it takes a row
 * lock, posts to the ledger, writes an audit row with the change it records)
 * takes a `Tx`, so passing the pool is a type error; a function that works
 * either way takes a `Queryable` (docs/api/code-layout.md).
 */
export type Tx = Queryable & { readonly [transactionBrand]: true };

/** The engines' one way to make a `Tx`: `queryable` is a transaction they opened. */
export function asOpenTransaction(queryable: Queryable): Tx {
  return queryable as Tx;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back
   * when it throws. On PGlite (one connection) transactions run one at a time;
   * on PostgreSQL lock rows that must not change underneath, a player's
   * `users` row with `FOR NO KEY UPDATE` (docs/architecture.md#row-locks-on-money).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: a consistent gzip tarball of the data directory, taken
   * while the api runs (ops/backup-routes.ts). PostgreSQL has a logical backup
   * (db/logical-backup.ts) or pg_dump.
   */
  backup?: () => Promise<Blob>;
  /** The connections now: the metrics' pool gauge (docs/operations.md#what-to-watch). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** Connections open, idle among them, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Type OIDs whose parsing both engines override the same way. */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
/** The types both engines hand back as number. */
export const NUMBER_TYPE_OIDS = [INT8_OID, NUMERIC_OID] as const;
