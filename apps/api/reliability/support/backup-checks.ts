// What every backup test of docs/operations/backup-and-restore.md#backup-and-restore does and
// checks, whatever took the backup (the api's own commands, pg_dump): money
// traffic against a running api before, during and after the backup; then a
// restored copy holding a balanced ledger with every movement the client saw
// confirmed before the backup began, a money audit row for each of its ledger
// entries, every audit row committed before the backup began, each equal to
// the source's; and an api started on the copy that answers ready and moves
// money.
import type { TestContext } from 'vitest';
import { expect } from 'vitest';
import type { Account } from './accounts.js';
import { startApi, type ApiProcess } from './api-process.js';
import { recordFigures } from './figures.js';
import { call, expectOk } from './http.js';
import { checkLedger } from './ledger-invariants.js';
import { MoneyWorkload } from './money-workload.js';
import { seededRandom } from './random.js';
import type { Sql } from './sql.js';

export const BACKUP_PROPERTY =
  'Backup of a running api under money traffic, restored into a fresh database: balanced ledger, every movement confirmed before the backup, every audit row committed before it (equal to the source), an api that starts on it.';

/** What any backup reports: its kind, size and duration. */
export interface BackupTaken {
  kind: string;
  bytes: number;
  ms: number;
}

/** Money traffic before, during and after `backup`; `mark` orders the log against its start. */
export async function backupUnderTraffic<T>(
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
  await workload.afterRequests(150);
  const mark = workload.tick();
  const before = workload.requests;
  const result = await backup();
  const during = workload.requests - before;
  await workload.afterRequests(100);
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
export async function checkCopy(
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
export type CopyReport = Awaited<ReturnType<typeof checkCopy>>;

/** The restored database works: ready, and a new deposit is created and paid (sequences moved on). */
export async function startsAndMovesMoney(env: Record<string, string>, account: Account) {
  const api = await startApi(env);
  try {
    // The login waits for the seed the start runs once listening; readiness
    // waits for nothing, so it is asked after.
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
    const ready = await call(api.url, 'GET', '/health/ready');
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

export function expectCopyHolds(report: CopyReport) {
  expect(report.violations).toEqual([]);
  expect(report.changed).toEqual([]);
  expect(report.missing).toEqual([]);
  expect(report.withoutAudit).toEqual([]);
  // Taken mid-traffic: some movements are in it, later ones are not.
  expect(report.entries).toBeGreaterThan(0);
  expect(report.entries).toBeLessThan(report.sourceEntries);
}

export function recordBackupFigures(
  context: TestContext,
  engine: string,
  run: Pick<Awaited<ReturnType<typeof backupUnderTraffic>>, 'workload' | 'during'> & {
    result: BackupTaken;
  },
  restoreMs: number,
  restoredRows: number | string,
  report: CopyReport,
) {
  recordFigures(context, BACKUP_PROPERTY, `${engine}, ${run.workload.requests} requests`, {
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
