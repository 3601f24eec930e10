// A fresh PostgreSQL database per test file on the server TEST_DATABASE_URL
// names (`pnpm run test:reliability` starts a throwaway one when it is unset).
// A bare `vitest run` without it skips the PostgreSQL tests and says why.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl } from '#/test/postgres-urls.js';

export const serverUrl = process.env.TEST_DATABASE_URL;

export const SKIP_REASON =
  'TEST_DATABASE_URL não está definido: testes de confiabilidade no PostgreSQL PULADOS ' +
  '(rode pelo `pnpm run test:reliability`, ou prefixe o comando com `with-test-postgres`, ' +
  'que sobe um PostgreSQL descartável).';

/** Prints why the PostgreSQL tests of `file` skip; true when they run. In CI a skip is an error. */
export function postgresAvailable(file: string): boolean {
  if (serverUrl !== undefined && serverUrl !== '') return true;
  if (process.env.CI) throw new Error(`[confiabilidade] ${file}: ${SKIP_REASON}`);
  console.warn(`[confiabilidade] ${file}: ${SKIP_REASON}`);
  return false;
}

export interface TestDatabase {
  url: string;
  name: string;
  /** A client for the test's own checks, marked so fault injection spares it. */
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

/** The `Sql` the ledger checks take, over a pg client. */
export function sqlOf(client: pg.Client) {
  return async <Row>(text: string, params?: readonly unknown[]): Promise<Row[]> =>
    (await client.query(text, params as unknown[] | undefined)).rows as Row[];
}

/** Counts (int8) as numbers, like the api's own pool. */
const checkerTypes = new pg.TypeOverrides();
checkerTypes.setTypeParser(20, Number);

export const CHECKER_APPLICATION = 'velas-reliability-checker';

/** A client for a test's own checks of the database at `url`, marked so fault injection spares it. */
export async function checkerClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: CHECKER_APPLICATION,
    types: checkerTypes,
  });
  await client.connect();
  return client;
}

/** Drops `name` on `server`, cutting whatever is still connected to it. */
export async function dropDatabase(server: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: server });
  await dropper.connect();
  try {
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

/** `server`: TEST_DATABASE_URL's server unless a test started one of its own. */
export async function createDatabase(
  label: string,
  server = serverUrl ?? '',
): Promise<TestDatabase> {
  const name = `velas_rel_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(server, name);
  return {
    url,
    name,
    connect: () => checkerClient(url),
    drop: () => dropDatabase(server, name),
  };
}
