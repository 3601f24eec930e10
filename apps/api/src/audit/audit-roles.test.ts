// The audit trail and the ledger cannot be rewritten through the api's own
// database role (docs/operations/deploy.md#database-roles): with the two roles of
// production, each rewrite an attacker holding the api's connection would try
// is refused, and production refuses to start on a role that could do them.
// PostgreSQL only: PGlite has one role (what that leaves open is documented).
import type { Cents } from '@velas/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#/app.js';
import type { Database } from '#/db/database.js';
import { openPostgres } from '#/db/postgres.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { manualScheduler } from '#/test/manual-scheduler.js';
import { productionSettings } from '#/test/production-app.js';
import { testConfig } from '#/test/test-config.js';
import { twoRoleDatabase, type TwoRoles } from '#/test/two-roles.js';
import { SYSTEM_ACTOR } from './audit-actor.js';
import { verifyAuditChain } from './verify-audit.js';

const postgres = inject('testDatabase').engine === 'postgres';

describe.runIf(postgres)('the audit trail with the two database roles (PostgreSQL)', () => {
  let roles: TwoRoles;
  let app: FastifyInstance;
  /** The api's own connection: what an attacker inside the api holds. */
  let db: Database;
  /** The test server's superuser, for grants no table owner may give. */
  let superuser: Database;
  let depositAudit = 0;

  beforeAll(async () => {
    roles = await twoRoleDatabase();
    db = openPostgres(roles.apiUrl, 3);
    app = await buildApp({
      config: testConfig({ MIGRATION_DATABASE_URL: roles.ownerUrl }),
      db,
      scheduler: manualScheduler,
      simulateRounds: false,
    });
    await app.ready();
    superuser = openPostgres(roles.superuserUrl, 1);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const userId = rows[0]?.id ?? 0;
    await db.transaction((tx) =>
      postLedgerEntry(tx, {
        actor: SYSTEM_ACTOR,
        userId,
        amount: 5_000 as Cents,
        kind: 'Deposit',
        status: 'paid',
        reference: 'deposit:roles-test',
        at: Date.now(),
      }),
    );
    const audit = await db.query<{ id: number }>(
      "SELECT id FROM audit_events WHERE details->>'reference' = 'deposit:roles-test'",
    );
    depositAudit = audit.rows[0]?.id ?? 0;
  });

  afterAll(async () => {
    await app.close();
    await superuser.close();
    await roles.dispose();
  });

  async function depositRow(): Promise<{ amount_cents: number } | undefined> {
    const { rows } = await db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM audit_events WHERE id = $1',
      [depositAudit],
    );
    return rows[0];
  }

  it('migrated as the owner: the api’s role owns nothing and only inserts and reads', async () => {
    expect(depositAudit).toBeGreaterThan(0);
    const { rows } = await db.query<{ owner: string }>(
      "SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relname = 'audit_events'",
    );
    expect(rows[0]?.owner).not.toBe(roles.apiRole);
  });

  it('refuses the session-cutoff DELETE of a deposit’s audit row', async () => {
    await expect(
      db.transaction(async (tx) => {
        // An owner takes back what a REVOKE took; the api's role owns nothing to take back.
        await tx.query('GRANT DELETE ON audit_events TO CURRENT_USER');
        await tx.query("SET LOCAL velas.audit_purge_before = '2100-01-01'");
        await tx.query('DELETE FROM audit_events WHERE id = $1', [depositAudit]);
      }),
    ).rejects.toThrow(/permission denied/);
    expect(await depositRow()).toEqual({ amount_cents: 5_000 });
  });

  it.each([
    ['audit_events', 'audit_events_append_only_rows', 'UPDATE audit_events SET amount_cents = 1'],
    [
      'ledger_entries',
      'ledger_entries_append_only',
      'UPDATE ledger_entries SET amount_cents = 1 WHERE amount_cents > 0',
    ],
  ])('refuses DISABLE TRIGGER then UPDATE on %s', async (table, trigger, update) => {
    await expect(db.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`)).rejects.toThrow(
      /must be owner/,
    );
    await expect(db.query(update)).rejects.toThrow(/permission denied/);
    for (const statement of [`DELETE FROM ${table}`, `TRUNCATE ${table}`])
      await expect(db.query(statement), statement).rejects.toThrow(/permission denied/);
    expect(await depositRow()).toEqual({ amount_cents: 5_000 });
  });

  it('lets the api’s role run the purge, which deletes nothing younger than the retention', async () => {
    const { rows } = await db.query<{ deleted: number }>('SELECT purge_audit_trail() AS deleted');
    expect(rows[0]?.deleted).toBe(0);
    expect(await depositRow()).toEqual({ amount_cents: 5_000 });
    expect((await verifyAuditChain(db)).broken).toBeNull();
  });

  describe('production start', () => {
    const production = (env: Record<string, string> = {}) =>
      testConfig({ APP_MODE: 'production', SEED: 'false', ...env });
    const start = async (url: string, env: Record<string, string> = {}) => {
      const started = await buildApp({
        config: production(env),
        settings: productionSettings(),
        db: openPostgres(url, 1),
        // The database holds the demo's seed; that refusal is tested elsewhere.
        acceptDemoDatabase: true,
        scheduler: manualScheduler,
      });
      await started.close();
    };

    it('starts on the api’s role with the owner in MIGRATION_DATABASE_URL', async () => {
      await expect(
        start(roles.apiUrl, { MIGRATION_DATABASE_URL: roles.ownerUrl }),
      ).resolves.toBeUndefined();
    });

    it('refuses the owner’s role as DATABASE_URL, naming the fix', async () => {
      const refused = start(roles.ownerUrl);
      await expect(refused).rejects.toThrow(
        /^APP_MODE=production: o papel "velas_owner_\w+" de DATABASE_URL pode reescrever a trilha de auditoria/,
      );
      await expect(refused).rejects.toThrow(
        /- audit_events: dono \(ALTER TABLE\), UPDATE, DELETE, TRUNCATE, TRIGGER/,
      );
      await expect(refused).rejects.toThrow(/- ledger_entries: dono/);
      await expect(refused).rejects.toThrow(/MIGRATION_DATABASE_URL/);
      await expect(refused).rejects.toThrow(/pnpm --filter @velas\/api migrate/);
    });

    it('refuses a superuser', async () => {
      await expect(start(roles.superuserUrl)).rejects.toThrow(
        /audit_events: superusuário, dono \(ALTER TABLE\), UPDATE, DELETE, TRUNCATE, TRIGGER/,
      );
    });

    it.each([
      ['UPDATE', 'UPDATE'],
      ['DELETE', 'DELETE'],
      ['TRUNCATE', 'TRUNCATE'],
      ['UPDATE (amount_cents)', 'UPDATE'],
    ])('refuses a role granted %s on the ledger', async (grant, named) => {
      await superuser.query(`GRANT ${grant} ON ledger_entries TO ${roles.apiRole}`);
      try {
        await expect(start(roles.apiUrl)).rejects.toThrow(
          new RegExp(`- ledger_entries: ${named}\\n`),
        );
      } finally {
        await superuser.query(`REVOKE ${grant} ON ledger_entries FROM ${roles.apiRole}`);
      }
      await expect(start(roles.apiUrl)).resolves.toBeUndefined();
    });

    it('refuses a role that may become the owner (and so ALTER the tables)', async () => {
      const ownerRole = new URL(roles.ownerUrl).username;
      await superuser.query(`GRANT ${ownerRole} TO ${roles.apiRole}`);
      try {
        await expect(start(roles.apiUrl)).rejects.toThrow(/- audit_events: dono \(ALTER TABLE\)/);
      } finally {
        await superuser.query(`REVOKE ${ownerRole} FROM ${roles.apiRole}`);
      }
    });

    it('refuses, on the api’s role alone, a migration changed since the owner applied it', async () => {
      const setChecksum = (checksum: string) =>
        superuser.query('UPDATE schema_migrations SET checksum = $1 WHERE version = 1', [checksum]);
      const { rows } = await superuser.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = 1',
      );
      await setChecksum('0'.repeat(64));
      try {
        await expect(start(roles.apiUrl)).rejects.toThrow(
          /^Migração alterada depois de aplicada: 001_accounts\.sql\./,
        );
      } finally {
        await setChecksum(rows[0]?.checksum ?? '');
      }
      await expect(start(roles.apiUrl)).resolves.toBeUndefined();
    });
  });
});
