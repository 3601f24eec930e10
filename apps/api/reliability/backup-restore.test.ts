// docs/operations.md#backup-and-restore, tried on both engines: the
// operator's backup (backup-files.ts takeBackup, what `backup-command.js`
// runs) of a RUNNING api process under money traffic, restored (restoreBackup,
// what `restore-command.js` runs) into a fresh folder or database. The copy
// holds a balanced ledger with every movement the client saw confirmed before
// the backup began, a money audit row for each of its ledger entries, every
// audit row committed before the backup began, and each of its audit rows
// equal to the source's; an api started on it answers ready and moves money.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup, restoreBackup, type BackupSettings } from '../src/db/backup-files.js';
import { openPglite } from '../src/db/pglite.js';
import { createAccounts, type Account } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { recordFigures } from './support/figures.js';
import { call, expectOk } from './support/http.js';
import { checkLedger, type Sql } from './support/ledger-invariants.js';
import { MoneyWorkload } from './support/money-workload.js';
import { createDatabase, postgresAvailable, sqlOf, type TestDatabase } from './support/postgres.js';
import { seededRandom } from './support/random.js';

const OPERATOR_KEY = 'reliability-operator-key-0123456789abcdef';
const PROPERTY =
  'Backup of a running api under money traffic, restored into a fresh database: balanced ledger, every movement confirmed before the backup, every audit row committed before it (equal to the source), an api that starts on it.';
const folder = mkdtempSync(join(tmpdir(), 'velas-backup-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const settings = (database: { DATABASE_URL?: string; DATA_DIR?: string }): BackupSettings => ({
  DATA_DIR: database.DATA_DIR ?? join(folder, 'unused'),
  DATABASE_URL: database.DATABASE_URL,
  DATABASE_POOL_SIZE: 1,
  OPERATOR_API_KEY: OPERATOR_KEY,
  PORT: 0,
});

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** Money traffic before, during and after `backup`; `mark` orders the log against its start. */
async function backupUnderTraffic<T>(
  api: ApiProcess,
  accounts: Account[],
  backup: () => Promise<T>,
) {
  const workload = new MoneyWorkload(accounts, seededRandom(), 'backup');
  let stopping = false;
  const traffic = workload.run({
    targets: () => [api.url],
    ops: 1_000_000,
    concurrency: 8,
    stop: () => stopping,
  });
  await waitFor(() => workload.requests >= 150);
  const mark = workload.tick();
  const before = workload.requests;
  const result = await backup();
  const during = workload.requests - before;
  const after = workload.requests;
  await waitFor(() => workload.requests >= after + 100);
  stopping = true;
  await traffic;
  const confirmedBefore = workload.log.filter((record) => record.received < mark);
  return { workload, result, during, confirmedBefore };
}

interface AuditText {
  id: number;
  row: string;
}
const AUDIT_ROWS = 'SELECT id, (a.*)::text AS row FROM audit_events a ORDER BY id';
const LEDGER_WITHOUT_AUDIT = `SELECT l.id FROM ledger_entries l WHERE NOT EXISTS (
  SELECT 1 FROM audit_events a
  WHERE a.category = 'money' AND (a.details->>'entryId')::bigint = l.id)`;
const COUNT = (table: string) => `SELECT count(*)::int AS n FROM ${table}`;

/** What the restored copy must hold, checked with `copy` (and the source with `source`). */
async function checkCopy(
  copy: Sql,
  source: Sql,
  accounts: Account[],
  confirmedBefore: Parameters<typeof checkLedger>[1],
  committedBefore: ReadonlySet<number>,
) {
  const ledger = await checkLedger(copy, confirmedBefore, {
    userIds: accounts.map((account) => account.id),
    exact: false,
  });
  const copied = await copy<AuditText>(AUDIT_ROWS);
  const original = new Map((await source<AuditText>(AUDIT_ROWS)).map((row) => [row.id, row.row]));
  const changed = copied.filter((row) => original.get(row.id) !== row.row).map((row) => row.id);
  const ids = new Set(copied.map((row) => row.id));
  const missing = [...committedBefore].filter((id) => !ids.has(id));
  const withoutAudit = await copy<{ id: number }>(LEDGER_WITHOUT_AUDIT);
  const entries = (await copy<{ n: number }>(COUNT('ledger_entries')))[0]?.n ?? 0;
  const sourceEntries = (await source<{ n: number }>(COUNT('ledger_entries')))[0]?.n ?? 0;
  return {
    violations: ledger.violations,
    changed,
    missing,
    withoutAudit: withoutAudit.map((row) => row.id),
    entries,
    sourceEntries,
    auditRows: copied.length,
  };
}

/** The restored database works: ready, and a new deposit is created and paid (sequences moved on). */
async function startsAndMovesMoney(env: Record<string, string>, account: Account) {
  const api = await startApi(env);
  try {
    const ready = await call(api.url, 'GET', '/health/ready');
    const token = (
      (
        await expectOk(
          await call(api.url, 'POST', '/api/auth/login', {
            body: { login: account.email, email: account.email, password: account.password },
          }),
          'login',
        )
      ).body as { access_token: string }
    ).access_token;
    const deposit = await expectOk(
      await call(api.url, 'POST', '/api/deposits', {
        token,
        idempotencyKey: 'after-restore',
        body: { amount: 12_345 },
      }),
      'deposit after restore',
    );
    const id = (deposit.body as { data: { id: string } }).data.id;
    const paid = await call(api.url, 'POST', `/api/deposits/${id}/pay`, { token });
    return { ready: ready.status, paid: paid.status };
  } finally {
    const exit = await api.stop('SIGTERM', 15_000);
    expect(exit.code).toBe(0);
  }
}

function expectCopyHolds(report: Awaited<ReturnType<typeof checkCopy>>) {
  expect(report.violations).toEqual([]);
  expect(report.changed).toEqual([]);
  expect(report.missing).toEqual([]);
  expect(report.withoutAudit).toEqual([]);
  // Taken mid-traffic: some movements are in it, later ones are not.
  expect(report.entries).toBeGreaterThan(0);
  expect(report.entries).toBeLessThan(report.sourceEntries);
}

function record(
  context: TestContext,
  engine: string,
  run: Awaited<ReturnType<typeof backupUnderTraffic<Awaited<ReturnType<typeof takeBackup>>>>>,
  restoreMs: number,
  restoredRows: number | string,
  report: Awaited<ReturnType<typeof checkCopy>>,
) {
  recordFigures(context, PROPERTY, `${engine}, ${run.workload.requests} requests`, {
    'backup kind': run.result.kind,
    'backup bytes': run.result.bytes,
    'backup ms': run.result.ms,
    'requests answered during the backup': run.during,
    'restore ms': restoreMs,
    'rows restored': restoredRows,
    'ledger entries restored / in source': `${report.entries} / ${report.sourceEntries}`,
    'audit rows restored': report.auditRows,
    violations: report.violations.length,
  });
}

describe('PGlite: the running api copies its data directory', () => {
  const source = join(folder, 'source');
  const restored = join(folder, 'restored');
  let api: ApiProcess;
  let accounts: Account[];

  beforeAll(async () => {
    api = await startApi({ DATA_DIR: source, OPERATOR_API_KEY: OPERATOR_KEY });
    accounts = await createAccounts(api.url, 4);
  });
  afterAll(async () => {
    await api.stop('SIGKILL');
  });

  it('restores a balanced ledger and every audit row of the moment of the backup', async (context) => {
    const file = join(folder, 'pglite.tar.gz');
    const run = await backupUnderTraffic(api, accounts, () =>
      takeBackup(settings({ DATA_DIR: source }), file, api.url),
    );
    expect((await api.stop('SIGTERM', 15_000)).code).toBe(0);
    const restore = await restoreBackup(settings({ DATA_DIR: restored }), file);

    const copyDb = await openPglite(restored);
    const sourceDb = await openPglite(source);
    let report: Awaited<ReturnType<typeof checkCopy>>;
    try {
      const sql =
        (db: typeof copyDb): Sql =>
        async <Row>(text: string) =>
          (await db.query<Row>(text)).rows;
      // One connection: PGlite commits transactions one after another, in the
      // order of their audit ids, so every row up to the copy's last was
      // committed before the backup.
      const last =
        (await sql(copyDb)<{ id: number }>('SELECT max(id)::int AS id FROM audit_events'))[0]?.id ??
        0;
      const before = await sql(sourceDb)<{ id: number }>(
        `SELECT id::int FROM audit_events WHERE id <= ${last}`,
      );
      report = await checkCopy(
        sql(copyDb),
        sql(sourceDb),
        accounts,
        run.confirmedBefore,
        new Set(before.map((row) => row.id)),
      );
    } finally {
      await copyDb.close();
      await sourceDb.close();
    }
    record(context, 'PGlite', run, restore.ms, 'whole data directory', report);
    expectCopyHolds(report);
    const account = accounts[0];
    if (account === undefined) throw new Error('accounts');
    expect(await startsAndMovesMoney({ DATA_DIR: restored }, account)).toEqual({
      ready: 200,
      paid: 200,
    });
  });
});

describe.runIf(postgresAvailable('backup-restore.test.ts'))(
  'PostgreSQL: a logical backup in one snapshot, without pg_dump',
  () => {
    let database: TestDatabase;
    let fresh: TestDatabase;
    let api: ApiProcess;
    let accounts: Account[];

    beforeAll(async () => {
      database = await createDatabase('backup');
      fresh = await createDatabase('restored');
      api = await startApi({ DATABASE_URL: database.url });
      accounts = await createAccounts(api.url, 4);
    });
    afterAll(async () => {
      await api.stop('SIGKILL');
      await database.drop();
      await fresh.drop();
    });

    it('restores a balanced ledger and every audit row committed before the backup', async (context) => {
      const file = join(folder, 'postgres.velas-backup.gz');
      const sourceClient = await database.connect();
      const copyClient = await fresh.connect();
      try {
        const committedBefore = new Set<number>();
        const run = await backupUnderTraffic(api, accounts, async () => {
          // Every audit row visible now was committed before the snapshot.
          for (const row of await sqlOf(sourceClient)<{ id: number }>(
            'SELECT id FROM audit_events',
          ))
            committedBefore.add(row.id);
          return takeBackup(settings({ DATABASE_URL: database.url }), file);
        });
        const restore = await restoreBackup(settings({ DATABASE_URL: fresh.url }), file);
        await expect(
          restoreBackup(settings({ DATABASE_URL: fresh.url }), file),
          'a second restore into the same database',
        ).rejects.toThrow(/não está vazio/);
        const report = await checkCopy(
          sqlOf(copyClient),
          sqlOf(sourceClient),
          accounts,
          run.confirmedBefore,
          committedBefore,
        );
        record(context, 'PostgreSQL', run, restore.ms, restore.summary?.rows ?? 0, report);
        expectCopyHolds(report);
        expect(run.result.summary?.rows).toBe(restore.summary?.rows);
        // The trail stays append-only for the api after the restore.
        await expect(copyClient.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
        const account = accounts[0];
        if (account === undefined) throw new Error('accounts');
        expect(await startsAndMovesMoney({ DATABASE_URL: fresh.url }, account)).toEqual({
          ready: 200,
          paid: 200,
        });
      } finally {
        await sourceClient.end();
        await copyClient.end();
      }
    });
  },
);
