// docs/operations/backup-and-restore.md#backup-and-restore: a backup of the embedded database
// taken while deposits, payments and withdrawals run, restored into a fresh
// folder, opens as a working api whose ledger balances and whose audit trail
// holds a row for every ledger entry and every row the source had then.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '#/test/provided-context.js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#/app.js';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { verifiedAccount } from '#/test/accounts.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { restorePglite } from './backup.js';
import type { Queryable } from './database.js';
import { openPglite } from './pglite.js';

const KEY = 'operator-key-for-tests-0123456789abcdef';
const folder = mkdtempSync(join(tmpdir(), 'velas-restore-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const t = useTestApp({ env: { OPERATOR_API_KEY: KEY } });

/** Deposit, pay, withdraw part of it: three ledger movements per round. */
async function moneyRound(token: string, n: number) {
  const deposit = await t.injectAs(token, {
    method: 'POST',
    url: '/api/deposits',
    headers: { 'idempotency-key': `d-${n}` },
    payload: { amount: 10_000 + n },
  });
  const id = deposit.json<{ data: { id: string } }>().data.id;
  await t.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/pay` });
  await t.injectAs(token, {
    method: 'POST',
    url: '/api/withdraws',
    headers: { 'idempotency-key': `w-${n}` },
    payload: { amount: 3_000, pixType: 'CPF', pixKey: '52998224725' },
  });
}

async function unbalanced(db: Queryable): Promise<unknown[]> {
  const { rows } = await db.query(
    `SELECT u.id, u.balance_cents, COALESCE(sum(l.amount_cents), 0) AS ledger
     FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
     GROUP BY u.id HAVING u.balance_cents <> COALESCE(sum(l.amount_cents), 0)`,
  );
  return rows;
}

interface AuditRowText {
  id: number;
  row: string;
}
async function auditRows(db: Queryable): Promise<AuditRowText[]> {
  const { rows } = await db.query<AuditRowText>(
    'SELECT id, (a.*)::text AS row FROM audit_events a ORDER BY id',
  );
  return rows;
}

// PostgreSQL: logical-backup.test.ts and reliability/backup-restore.test.ts
// (docs/operations/backup-and-restore.md#backup-and-restore).
describe.runIf(inject('testDatabase').engine === 'pglite')(
  'backup while the api runs, restore into a fresh folder',
  () => {
    it('restores a balanced ledger and every audit row of the moment of the backup', async () => {
      const players = [
        await verifiedAccount(t.app, 1),
        await verifiedAccount(t.app, 2),
        await verifiedAccount(t.app, 3),
      ];
      let n = 0;
      let running = true;
      const traffic = Promise.all(
        players.map(async ({ token }) => {
          while (running) {
            n += 1;
            await moneyRound(token, n);
          }
        }),
      );
      // Let some money move, take the backup in the middle of it, let more move.
      while (n < 6) await new Promise((resolve) => setImmediate(resolve));
      const backup = await t.app.ops.inject({
        url: '/ops-api/backup',
        headers: { [OPERATOR_KEY_HEADER]: KEY },
      });
      const atBackup = n;
      while (n < atBackup + 6) await new Promise((resolve) => setImmediate(resolve));
      running = false;
      await traffic;
      expect(backup.statusCode).toBe(200);
      expect(backup.headers['content-type']).toBe('application/gzip');
      expect((await t.app.ops.inject({ url: '/ops-api/backup' })).statusCode, 'anonymous').toBe(
        401,
      );

      const dataDir = join(folder, 'restored');
      await restorePglite(backup.rawPayload, dataDir);
      await expect(restorePglite(backup.rawPayload, dataDir)).rejects.toThrow(/não está vazio/);
      const db = await openPglite(dataDir);
      const restored = await buildApp({
        config: testConfig(),
        db,
        clock: t.clock.now,
        simulateRounds: false,
      });
      try {
        await restored.ready();
        expect((await restored.inject({ url: '/health' })).statusCode).toBe(200);

        expect(await unbalanced(db)).toEqual([]);
        const { rows: ledger } = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM ledger_entries',
        );
        const { rows: missingAudit } = await db.query(
          `SELECT l.id FROM ledger_entries l WHERE NOT EXISTS (
           SELECT 1 FROM audit_events a
           WHERE a.category = 'money' AND (a.details->>'entryId')::bigint = l.id)`,
        );
        expect(missingAudit).toEqual([]);
        const { rows: source } = await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM ledger_entries',
        );
        // Taken mid-traffic: some movements are in it, later ones are not.
        expect(ledger[0]?.n ?? 0).toBeGreaterThan(0);
        expect(ledger[0]?.n ?? 0).toBeLessThan(source[0]?.n ?? 0);

        // Every audit row the source had up to the backup, byte for byte, with no gap.
        const copy = await auditRows(db);
        const last = copy.at(-1)?.id ?? 0;
        const original = (await auditRows(t.db)).filter((row) => row.id <= last);
        expect(copy).toEqual(original);
      } finally {
        await restored.close();
      }
    }, 120_000);
  },
);
