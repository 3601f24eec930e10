// The audit trail's hash chain (docs/operations/audit-trail.md#the-hash-chain): every row
// is sealed at commit with the hash of the row before it; `audit verify` (and
// its metric) finds a normal trail intact and names the first broken row after
// a tamper, which only the owner (or a superuser) can do. On PostgreSQL the
// chain stays whole under concurrent money transactions and its seal never
// deadlocks with the row locks on money. The purge takes the chain's oldest
// rows by the database's own clock and the chain still verifies after it.
import { toCents, type Cents } from '@velas/domain/money';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lockUser } from '#/accounts/accounts-repository.js';
import { prepareAsOwner } from '#/db/database-roles.js';
import type { Database, Queryable } from '#/db/database.js';
import { migrate, readMigrations } from '#/db/migrate.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { emptyDatabase } from '#/test/empty-database.js';
import { useTestApp } from '#/test/use-test-app.js';
import { SYSTEM_ACTOR } from './audit-actor.js';
import { insertAuditRow, type AuditRow } from './audit-repository.js';
import { purgeAuditTrail } from './purge-audit.js';
import { chainReportText, verifyAuditChain } from './verify-audit.js';

const provided = inject('testDatabase');
const YEAR = 365.25 * 86_400_000;

function auditRow(at: Date | null, action = 'chain_test'): AuditRow {
  return {
    at,
    userId: null,
    actor: 'system',
    category: 'money',
    action,
    amountCents: toCents(1),
    details: { note: 'ação com acento' },
    requestId: null,
  };
}

/** As the table's owner: what an attacker with the owner's password could do. */
async function asOwnerWithoutTriggers(db: Database, statement: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only_rows');
    await tx.query(statement);
    await tx.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only_rows');
  });
}

async function firstUser(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  return rows[0]?.id ?? 0;
}

describe('the audit hash chain', () => {
  const t = useTestApp();

  it('seals each row at commit, after the row before it, and verifies clean', async () => {
    const userId = await firstUser(t.db);
    await t.db.transaction(async (tx) => {
      await postLedgerEntry(tx, {
        actor: SYSTEM_ACTOR,
        userId,
        amount: 700 as Cents,
        kind: 'Deposit',
        status: 'paid',
        reference: 'deposit:chain-1',
        at: t.clock.now(),
      });
      await insertAuditRow(tx, auditRow(null));
    });
    const { rows } = await t.db.query<{ chain_position: number; prev_hash: Buffer | null }>(
      'SELECT chain_position, prev_hash FROM audit_events ORDER BY chain_position DESC LIMIT 2',
    );
    expect(rows[0]?.chain_position).toBe((rows[1]?.chain_position ?? 0) + 1);
    const report = await verifyAuditChain(t.db);
    expect(report.broken).toBeNull();
    expect(report.rows).toBe(rows[0]?.chain_position);
    expect(report.last?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainReportText(report)).toMatch(
      /^audit verify: cadeia íntegra, \d+ linhas verificadas/,
    );
  });

  it('refuses a row that arrives with its own chain values', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO audit_events (at, actor, category, action, chain_position, prev_hash, hash)
           VALUES (now(), 'system', 'money', 'forged', 1000000, '\\x00', '\\x00')`,
        );
      }),
    ).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });

  it('exports the verification as metrics', async () => {
    const report = await t.app.verifyAuditChain();
    const registry = t.app.metrics.registry;
    expect(await registry.getSingleMetricAsString('velas_audit_chain_broken')).toContain(
      'velas_audit_chain_broken 0',
    );
    expect(await registry.getSingleMetricAsString('velas_audit_chain_rows')).toContain(
      `velas_audit_chain_rows ${String(report.rows)}`,
    );
    expect(
      await registry.getSingleMetricAsString('velas_audit_chain_verified_timestamp_seconds'),
    ).toContain(`velas_audit_chain_verified_timestamp_seconds ${String(t.clock.now() / 1000)}`);
  });

  it('names the first broken row after the owner edits one, and after it deletes one', async () => {
    const { rows } = await t.db.query<{ id: number; chain_position: number }>(
      'SELECT id, chain_position FROM audit_events ORDER BY chain_position LIMIT 3',
    );
    const [first, second, third] = rows;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('the template holds audit rows');
    await asOwnerWithoutTriggers(
      t.db,
      `UPDATE audit_events SET amount_cents = 999999 WHERE id = ${String(second.id)}`,
    );
    const edited = await verifyAuditChain(t.db);
    expect(edited.broken).toEqual({
      id: second.id,
      position: second.chain_position,
      reason: 'edited',
    });
    expect(edited.rows).toBe(1);
    expect(chainReportText(edited)).toContain(`CADEIA QUEBRADA na linha id ${String(second.id)}`);
    expect((await t.app.verifyAuditChain()).broken).not.toBeNull();
    expect(
      await t.app.metrics.registry.getSingleMetricAsString('velas_audit_chain_broken'),
    ).toContain('velas_audit_chain_broken 1');

    await asOwnerWithoutTriggers(t.db, `DELETE FROM audit_events WHERE id = ${String(second.id)}`);
    expect((await verifyAuditChain(t.db)).broken).toEqual({
      id: third.id,
      position: third.chain_position,
      reason: 'unlinked',
    });
  });
});

describe('the migration that brings the chain', () => {
  it('chains the rows already there, oldest id first, and the seal goes on after them', async () => {
    const { db, dispose } = await emptyDatabase();
    try {
      await migrate(
        db,
        readMigrations().filter((migration) => migration.version < 160),
      );
      for (const action of ['before-1', 'before-2', 'before-3'])
        await insertAuditRow(db, auditRow(null, action));
      await migrate(db);
      const { rows } = await db.query<{ action: string; chain_position: number }>(
        'SELECT action, chain_position FROM audit_events ORDER BY id',
      );
      expect(rows).toEqual([
        { action: 'before-1', chain_position: 1 },
        { action: 'before-2', chain_position: 2 },
        { action: 'before-3', chain_position: 3 },
      ]);
      expect(await verifyAuditChain(db)).toMatchObject({ rows: 3, broken: null });
      await insertAuditRow(db, auditRow(null, 'after'));
      expect(await verifyAuditChain(db)).toMatchObject({ rows: 4, broken: null });
    } finally {
      await dispose();
    }
    // Every migration, twice over, on a fresh PGlite: past the default
    // timeout when CI runs every package at once.
  }, 120_000);
});

describe('the purge of the audit trail', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await emptyDatabase());
    await prepareAsOwner(db, { retentionYears: 5 });
  });
  afterAll(async () => {
    await dispose();
  });

  it('deletes the chain’s rows older than the retention by the database’s clock, and the chain still verifies', async () => {
    const now = Date.now();
    for (const years of [7, 6, 5.5, 1])
      await insertAuditRow(db, auditRow(new Date(now - years * YEAR), `${String(years)}y`));
    await insertAuditRow(db, auditRow(null, 'now'));
    expect((await verifyAuditChain(db)).rows).toBe(5);

    // The old session setting no longer widens anything.
    await expect(
      db.transaction(async (tx) => {
        await tx.query("SELECT set_config('velas.audit_purge_before', '2100-01-01', true)");
        await tx.query("DELETE FROM audit_events WHERE action = '1y'");
      }),
    ).rejects.toThrow(/append-only/);

    expect(await purgeAuditTrail(db)).toEqual({ purged: 3, years: 5 });
    const { rows } = await db.query<{ action: string }>(
      'SELECT action FROM audit_events ORDER BY chain_position',
    );
    expect(rows.map((row) => row.action)).toEqual(['1y', 'now']);
    const { rows: cuts } = await db.query<{ through_position: number; rows_deleted: number }>(
      'SELECT through_position, rows_deleted FROM audit_purges',
    );
    expect(cuts).toEqual([{ through_position: 3, rows_deleted: 3 }]);
    expect(await verifyAuditChain(db)).toMatchObject({ rows: 2, broken: null });

    // The chain goes on after the cut, and a second purge finds nothing.
    await insertAuditRow(db, auditRow(null, 'after'));
    expect(await verifyAuditChain(db)).toMatchObject({ rows: 3, broken: null });
    expect(await purgeAuditTrail(db)).toEqual({ purged: 0, years: 5 });
  });

  it('keeps what the owner set at migration: a shorter retention widens the purge', async () => {
    await prepareAsOwner(db, { retentionYears: 1 });
    expect(await purgeAuditTrail(db)).toEqual({ purged: 1, years: 1 });
    expect(await verifyAuditChain(db)).toMatchObject({ rows: 2, broken: null });
    await prepareAsOwner(db, { retentionYears: 5 });
  });
});

describe.runIf(provided.engine === 'postgres')('the chain under concurrency (PostgreSQL)', () => {
  const t = useTestApp();

  it('stays one unbroken chain with many money transactions committing at once', async () => {
    const { rows: users } = await t.db.query<{ id: number }>(
      'SELECT id FROM users ORDER BY id LIMIT 3',
    );
    const { rows: before } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_events',
    );
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.db.transaction(async (tx) => {
          const userId = users[index % users.length]?.id ?? 0;
          await insertAuditRow(tx, auditRow(null, `concurrent-${String(index)}`));
          await postLedgerEntry(tx, {
            actor: SYSTEM_ACTOR,
            userId,
            amount: 100 as Cents,
            kind: 'Deposit',
            status: 'paid',
            reference: `deposit:concurrent-${String(index)}`,
            at: t.clock.now(),
          });
        }),
      ),
    );
    const report = await verifyAuditChain(t.db);
    expect(report.broken).toBeNull();
    expect(report.rows).toBe((before[0]?.n ?? 0) + 80);
    expect(report.last?.position).toBe(report.rows);
  });

  it('never waits for the chain while holding a lock another sealer wants', async () => {
    // A writes its audit row first and locks the player after; B locks the
    // player, writes its row and commits. A chain tail taken at insert would
    // have A hold the tail waiting for the player, and B hold the player
    // waiting for the tail: a deadlock. Sealed at commit, B goes first.
    const userId = await firstUser(t.db);
    let releaseA: () => void = () => undefined;
    const aMayLock = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    let aInserted: () => void = () => undefined;
    const aHasRow = new Promise<void>((resolve) => {
      aInserted = resolve;
    });
    const a = t.db.transaction(async (tx) => {
      await tx.exec("SET LOCAL lock_timeout = '5s'");
      await insertAuditRow(tx, auditRow(null, 'deadlock-a'));
      aInserted();
      await aMayLock;
      await lockUser(tx, userId);
    });
    const b = t.db.transaction(async (tx) => {
      await tx.exec("SET LOCAL lock_timeout = '5s'");
      await aHasRow;
      try {
        await lockUser(tx, userId);
        await insertAuditRow(tx, auditRow(null, 'deadlock-b'));
      } finally {
        releaseA();
      }
    });
    await Promise.all([a, b]);
    const { rows } = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_events WHERE action LIKE 'deadlock-%' ORDER BY chain_position",
    );
    expect(rows.map((row) => row.action)).toEqual(['deadlock-b', 'deadlock-a']);
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });
});
