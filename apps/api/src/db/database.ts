// An int8 beyond 2^53 is an error, not a rounded value, so an int8 money column
// may be typed `Cents`; so is a numeric the number would not hold exactly.

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
 * A function that must run inside a transaction (a row lock, a ledger post, an
 * audit row) takes a `Tx`, so passing the pool is a type error.
 */
export type Tx = Queryable & { readonly [transactionBrand]: true };

/** The engines' one way to make a `Tx`: `queryable` is a transaction they opened. */
export function asOpenTransaction(queryable: Queryable): Tx {
  return queryable as Tx;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * On PGlite (one connection) transactions run one at a time; on PostgreSQL
   * lock rows that must not change underneath (a player's `users` row).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only; PostgreSQL has db/logical-backup.ts or pg_dump. */
  backup?: () => Promise<Blob>;
  poolStats?: () => PoolStats;
  /** PostgreSQL only: hears a lost connection, which the pool replaces (db/pool-errors.ts). */
  onConnectionError?: (report: (error: Error) => void) => void;
  /** Closing twice is harmless. */
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** An int8 as a number, refused when the number would not be that integer. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} is beyond a safe integer`);
  return value;
}

/** Digits a double carries through and back without changing a decimal. */
const EXACT_DECIMAL_DIGITS = 15;

/**
 * A numeric as a number, refused when the number would not read back as that
 * decimal: a whole one (`sum` of int8 is numeric) must be a safe integer, a
 * fractional one (the numeric(p, 2) columns) must have at most 15 significant
 * digits; NaN and the infinities are refused too.
 */
function parseNumeric(text: string): number {
  const value = Number(text);
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  const decimals = fraction.replace(/0+$/, '');
  const digits = `${whole}${decimals}`.replace(/^0+/, '');
  const exact =
    decimals === ''
      ? Number.isSafeInteger(value)
      : Number.isFinite(value) && digits.length <= EXACT_DECIMAL_DIGITS;
  if (!exact) throw new RangeError(`numeric ${text} is beyond what a number holds exactly`);
  return value;
}

export const NUMBER_PARSERS: readonly (readonly [number, (text: string) => number])[] = [
  [INT8_OID, parseInt8],
  [NUMERIC_OID, parseNumeric],
];
