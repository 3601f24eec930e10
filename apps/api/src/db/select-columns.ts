// A renamed or dropped column is a type error, and no hand-kept row type can drift.
import type { Tables } from './tables.generated.js';

type TableName = keyof Tables;

type ColumnMap<T extends TableName> = Readonly<Record<string, keyof Tables[T] & string>>;
type ColumnList<T extends TableName> = readonly (keyof Tables[T] & string)[];

declare const rowType: unique symbol;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

export interface ColumnSelection<Row> {
  /** The select list: `id, user_id AS "userId", …`. */
  readonly sql: string;
  /** The same list, each column qualified by a table alias: `w.id AS "id", w.user_id AS "userId", …`. */
  of(alias: string): string;
  /**
   * The same selection with some fields typed narrower than their column:
   * a brand (`Cents` of an int8) or the values a CHECK allows (`'pending' | …`
   * of a text). A narrower type only: one the column cannot hold stays an error.
   */
  narrow<
    Narrow extends { [K in keyof Narrow]: K extends keyof Row ? Row[K] : never },
  >(): ColumnSelection<Simplify<Omit<Row, keyof Narrow> & Narrow>>;
  /** Type only, never set: what `RowOf` reads. */
  readonly [rowType]?: Row;
}

export type Nullable<Row> = { [K in keyof Row]: Row[K] | null };

export type RowOf<Selection> = Selection extends ColumnSelection<infer Row> ? Row : never;

/**
 * The columns of `table` a repository reads: a list keeps the columns' own
 * (snake_case) names, a map `{ field: 'column' }` renames them for the record.
 */
export function selectColumns<T extends TableName, const Columns extends ColumnList<T>>(
  table: T,
  columns: Columns,
): ColumnSelection<Simplify<{ [Column in Columns[number]]: Tables[T][Column] }>>;
export function selectColumns<T extends TableName, const Columns extends ColumnMap<T>>(
  table: T,
  columns: Columns,
): ColumnSelection<Simplify<{ -readonly [Field in keyof Columns]: Tables[T][Columns[Field]] }>>;
export function selectColumns(
  _table: TableName,
  columns: ColumnList<TableName> | ColumnMap<TableName>,
): ColumnSelection<unknown> {
  const entries: [string, string][] = Array.isArray(columns)
    ? columns.map((column: string) => [column, column])
    : Object.entries(columns);
  const list = (prefix: string) =>
    entries
      .map(([field, column]) =>
        field === column && prefix === '' ? column : `${prefix}${column} AS "${field}"`,
      )
      .join(', ');
  const selection: ColumnSelection<unknown> = {
    sql: list(''),
    of: (alias: string) => list(`${alias}.`),
    // Only the type narrows: the same columns are read.
    narrow: () => selection as never,
  };
  return selection;
}

export type CamelCase<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Column;

export function camelCase(column: string): string {
  return column.replaceAll(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The columns of `table` a repository reads, each under its camelCase name
 * (`amount_cents AS "amountCents"`): the SQL renames them, so a row leaves its
 * repository as the record every service reads.
 */
export function selectFields<T extends TableName, const Columns extends ColumnList<T>>(
  table: T,
  columns: Columns,
): ColumnSelection<
  Simplify<{ [Column in Columns[number] as CamelCase<Column>]: Tables[T][Column] }>
> {
  return selectColumns(
    table,
    Object.fromEntries(columns.map((column) => [camelCase(column), column])) as ColumnMap<T>,
  ) as never;
}
