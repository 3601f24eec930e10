// docs/operations/backup-and-restore.md#postgresql-database_url: the documented pg_dump and
// pg_restore commands, run as written, under the checks of the api's own
// backup (support/backup-checks.ts): `pg_dump --format=custom` of a RUNNING
// api's database under money traffic, `createdb`, `pg_restore --no-owner
// --exit-on-error` into it, then the copy checked and an api started on it.
// pg_dump is the machine's (support/pg-client-tools.ts: no npm package ships
// it). It refuses a server newer than itself, so it dumps TEST_DATABASE_URL's
// server when that is not newer, else a throwaway server of its own version
// from the same installation; with neither, the test says why it skips.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startThrowawayPostgres } from '@velas/test-postgres/throwaway-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { databaseUrl } from '#/test/postgres-urls.js';
import { createAccounts, type Account } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import {
  backupUnderTraffic,
  checkCopy,
  expectCopyHolds,
  recordBackupFigures,
  startsAndMovesMoney,
} from './support/backup-checks.js';
import { findClientTools, tool, type ClientTools } from './support/pg-client-tools.js';
import {
  checkerClient,
  createDatabase,
  dropDatabase,
  serverUrl,
  sqlOf,
  type TestDatabase,
} from './support/postgres.js';

const run = promisify(execFile);
const tools = findClientTools();
const folder = mkdtempSync(join(tmpdir(), 'velas-pg-dump-'));

interface Server {
  url: string;
  version: string;
  stop?: () => Promise<void>;
}

async function serverVersion(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
    );
    const row = rows[0];
    return { major: Math.floor(Number(row?.num) / 10_000), version: row?.version ?? '?' };
  } finally {
    await client.end();
  }
}

/** A server the machine's pg_dump can read, or why there is none. */
async function dumpableServer(
  found: ClientTools | undefined,
): Promise<{ server: Server } | { skip: string }> {
  if (found === undefined)
    return {
      skip:
        'nenhum pg_dump, pg_restore e createdb nesta máquina (PATH, /usr/lib/postgresql/*/bin ou ' +
        'PG_BIN_DIR); nenhum pacote npm os traz',
    };
  let newer = '';
  if (serverUrl !== undefined && serverUrl !== '') {
    const { major, version } = await serverVersion(serverUrl);
    if (major <= found.major) return { server: { url: serverUrl, version } };
    newer = `o servidor de TEST_DATABASE_URL é o PostgreSQL ${version}, mais novo que ${found.version}; `;
  }
  if (found.server === undefined)
    return { skip: `${newer}nenhum servidor ${String(found.major)} ao lado de ${found.bin}` };
  const started = await startThrowawayPostgres({ binaries: found.server });
  const { version } = await serverVersion(started.url);
  return { server: { url: started.url, version, stop: () => started.stop() } };
}

describe('PostgreSQL: pg_dump and pg_restore, the documented commands', () => {
  let server: Server | undefined;
  let skip = '';
  let database: TestDatabase | undefined;
  let restoredName: string | undefined;
  let api: ApiProcess | undefined;
  let accounts: Account[] = [];

  beforeAll(async () => {
    const found = await dumpableServer(tools);
    if ('skip' in found) {
      skip = found.skip;
      console.warn(`[confiabilidade] pg-dump-restore.test.ts PULADO: ${skip}`);
      return;
    }
    server = found.server;
    database = await createDatabase('pgdump', server.url);
    api = await startApi({ DATABASE_URL: database.url });
    accounts = await createAccounts(api.url, 4);
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    if (server !== undefined) {
      await database?.drop();
      if (restoredName !== undefined) await dropDatabase(server.url, restoredName);
      await server.stop?.();
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores a balanced ledger and every audit row committed before pg_dump began', async (context) => {
    if (server === undefined || database === undefined || api === undefined || tools === undefined)
      return context.skip(skip);
    const [target, source, found] = [server, database, tools];
    const file = join(folder, 'velas.dump');
    const sourceClient = await source.connect();
    onTestFinished(() => sourceClient.end());
    const committedBefore = new Set<number>();
    const backup = await backupUnderTraffic(api, accounts, async () => {
      // Every audit row visible now was committed before pg_dump's snapshot.
      for (const row of await sqlOf(sourceClient)<{ id: number }>('SELECT id FROM audit_events'))
        committedBefore.add(row.id);
      const started = performance.now();
      await run(tool(found, 'pg_dump'), ['--format=custom', `--file=${file}`, source.url]);
      return {
        kind: `pg_dump ${String(found.major)} --format=custom`,
        bytes: statSync(file).size,
        ms: Math.round(performance.now() - started),
      };
    });

    // As the operator would: a new database, then pg_restore into it.
    const address = new URL(target.url);
    const name = `velas_rel_pgrestore_${randomBytes(4).toString('hex')}`;
    restoredName = name;
    await run(tool(found, 'createdb'), [
      `--host=${address.hostname}`,
      `--port=${address.port}`,
      `--username=${decodeURIComponent(address.username)}`,
      name,
    ]);
    const restoredUrl = databaseUrl(target.url, name);
    const started = performance.now();
    await run(tool(found, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restoredUrl}`,
      file,
    ]);
    const restoreMs = Math.round(performance.now() - started);

    const copyClient = await checkerClient(restoredUrl);
    onTestFinished(() => copyClient.end());
    const report = await checkCopy(
      sqlOf(copyClient),
      sqlOf(sourceClient),
      accounts,
      backup.confirmedBefore,
      committedBefore,
    );
    recordBackupFigures(
      context,
      `PostgreSQL ${target.version}, pg_dump`,
      backup,
      restoreMs,
      'whole database',
      report,
    );
    expectCopyHolds(report);
    // pg_restore brought the append-only triggers along.
    await expect(copyClient.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(copyClient.query('UPDATE ledger_entries SET status = status')).rejects.toThrow(
      /append-only/,
    );
    const account = accounts[0];
    if (account === undefined) throw new Error('accounts');
    expect(await startsAndMovesMoney({ DATABASE_URL: restoredUrl }, account)).toEqual({
      ready: 200,
      paid: 200,
    });
  });
});
