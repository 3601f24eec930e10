// docs/operations/backup-and-restore.md#backup-and-restore: the logical backup carries every
// stored value as it was (cents, timestamps to the microsecond, jsonb, bytes,
// identity ids and the sequences behind them), restores only into an empty
// database, and refuses a file cut short or taken by a newer build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditRow } from '#/audit/audit-repository.js';
import { verifyAuditChain } from '#/audit/verify-audit.js';
import { verifiedAccount } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { WHOLE_DATABASE } from '#/test/whole-database-timeout.js';
import type { Database, Queryable } from './database.js';
import { dumpLogical, restoreLogical } from './logical-backup.js';
import { readMigrations } from './migrate.js';
import { openPglite } from './pglite.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-logical-'));
let lines: string[];
let opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  opened = [];
  rmSync(folder, { recursive: true, force: true });
});
const t = useTestApp();
beforeAll(async () => {
  const { token } = await verifiedAccount(t.app, 1);
  const deposit = await t.injectAs(token, {
    method: 'POST',
    url: '/api/deposits',
    headers: { 'idempotency-key': 'd-1' },
    payload: { amount: 10_001 },
  });
  const id = deposit.json<{ data: { id: string } }>().data.id;
  await t.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/pay` });
  lines = [];
  await dumpLogical(t.db, (line) => {
    lines.push(line);
  });
});

async function* from(source: readonly string[]) {
  for (const line of source) yield await Promise.resolve(line);
}

async function freshPglite(name: string): Promise<Database> {
  const db = await openPglite(join(folder, name));
  opened.push(db);
  return db;
}

async function tableText(db: Queryable, table: string): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(
    `SELECT (t.*)::text AS row FROM ${table} t ORDER BY (t.*)::text`,
  );
  return rows.map((row) => row.row);
}

describe('logical backup', WHOLE_DATABASE, () => {
  it('restores every row of every table, byte for byte, and the sequences past them', async () => {
    const copy = await freshPglite('copy');
    const summary = await restoreLogical(copy, from(lines));
    expect(summary.rows).toBeGreaterThan(0);
    for (const table of ['users', 'ledger_entries', 'deposits', 'audit_events', 'idempotency_keys'])
      expect(await tableText(copy, table), table).toEqual(await tableText(t.db, table));
    const { rows } = await copy.query<{ next: number; max: number }>(
      `SELECT nextval('public.ledger_entries_id_seq') AS next, (SELECT max(id) FROM ledger_entries) AS max`,
    );
    expect(rows[0]?.next).toBeGreaterThan(rows[0]?.max ?? Infinity);
    // Loading did not weaken the trail: it still refuses a delete, its hash
    // chain holds as it was, and the seal chains the next row after it.
    await expect(copy.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    const source = await verifyAuditChain(t.db);
    expect(await verifyAuditChain(copy)).toEqual(source);
    await insertAuditRow(copy, {
      at: null,
      userId: null,
      actor: 'system',
      category: 'money',
      action: 'after_restore',
      amountCents: null,
      details: {},
      requestId: null,
    });
    expect(await verifyAuditChain(copy)).toMatchObject({ rows: source.rows + 1, broken: null });
  });

  it('restores only into an empty database', async () => {
    const copy = await freshPglite('twice');
    await restoreLogical(copy, from(lines));
    await expect(restoreLogical(copy, from(lines))).rejects.toThrow(/não está vazio/);
  });

  it('refuses a file cut short and keeps none of its rows', async () => {
    const copy = await freshPglite('cut');
    await expect(restoreLogical(copy, from(lines.slice(0, -1)))).rejects.toThrow(/incompleto/);
    const { rows } = await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a backup taken by a build with a migration this one does not know', async () => {
    const copy = await freshPglite('newer');
    const older = readMigrations().slice(0, -1);
    await expect(restoreLogical(copy, from(lines), older)).rejects.toThrow(/não conhece/);
  });
});
