// How the invariant checks read the database, on either engine: its own module
// so the ledger, game and payout checks can share it without importing each other.

/** Runs one SQL statement: a pg client (PostgreSQL) or the PGlite Database after the api stopped. */
export type Sql = <Row>(text: string, params?: readonly unknown[]) => Promise<Row[]>;
