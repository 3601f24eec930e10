// docs/operations/backup-and-restore.md#backup-and-restore, tried on both engines: the
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup, restoreBackup, type BackupSettings } from '#/commands/backup-files.js';
import { openPglite } from '#/db/pglite.js';
import { freePort } from '../testing/api-process.js';
import { createAccounts, type Account } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import {
  backupUnderTraffic,
  checkCopy,
  expectCopyHolds,
  recordBackupFigures,
  startsAndMovesMoney,
  type CopyReport,
} from './support/backup-checks.js';
import { createDatabase, postgresAvailable, sqlOf, type TestDatabase } from './support/postgres.js';
import type { Sql } from './support/sql.js';

const OPERATOR_KEY = 'reliability-operator-key-0123456789abcdef';
const folder = mkdtempSync(join(tmpdir(), 'velas-backup-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const settings = (database: { DATABASE_URL?: string; DATA_DIR?: string }): BackupSettings => ({
  DATA_DIR: database.DATA_DIR ?? join(folder, 'unused'),
  DATABASE_URL: database.DATABASE_URL,
  DATABASE_POOL_SIZE: 1,
  OPERATOR_API_KEY: OPERATOR_KEY,
  OPS_PORT: 0,
});

describe('PGlite: the running api copies its data directory', () => {
  const source = join(folder, 'source');
  const restored = join(folder, 'restored');
  let api: ApiProcess;
  let accounts: Account[];
  // The backup is the ops listener's, never the players' port.
  let opsPort: number;

  beforeAll(async () => {
    opsPort = await freePort();
    api = await startApi({
      DATA_DIR: source,
      OPERATOR_API_KEY: OPERATOR_KEY,
      OPS_PORT: String(opsPort),
    });
    accounts = await createAccounts(api.url, 4);
  });
  afterAll(async () => {
    await api.stop('SIGKILL');
  });

  it('restores a balanced ledger and every audit row of the moment of the backup', async (context) => {
    const file = join(folder, 'pglite.tar.gz');
    const run = await backupUnderTraffic(api, accounts, () =>
      takeBackup(settings({ DATA_DIR: source }), file, `http://127.0.0.1:${String(opsPort)}`),
    );
    expect((await api.stop('SIGTERM', 15_000)).code).toBe(0);
    const restore = await restoreBackup(settings({ DATA_DIR: restored }), file);

    const copyDb = await openPglite(restored);
    const sourceDb = await openPglite(source);
    let report: CopyReport;
    try {
      const sql =
        (db: typeof copyDb): Sql =>
        async <Row>(text: string, params?: readonly unknown[]) =>
          (await db.query<Row>(text, params)).rows;
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
    recordBackupFigures(context, 'PGlite', run, restore.ms, 'whole data directory', report);
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
        recordBackupFigures(
          context,
          'PostgreSQL',
          run,
          restore.ms,
          restore.summary?.rows ?? 0,
          report,
        );
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
