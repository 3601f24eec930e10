// The api's own role may only insert into and read the audit trail and the
// ledger, so nothing it runs (a bug, an injection, a stolen connection) can
// rewrite them (docs/operations/deploy.md#database-roles).
import type { DatabaseConfig } from '#/config/database-config.js';
import type { Database, Queryable, Tx } from './database.js';
import { migrate, readMigrations } from './migrate.js';
import { assertUnchanged, type AppliedMigration } from './migration-checksums.js';
import { openPostgres } from './postgres.js';

export const PROTECTED_TABLES = ['audit_events', 'ledger_entries', 'audit_purges'] as const;
const OWNER_WRITES = ['audit_purges', 'schema_migrations'] as const;

export interface OwnerSetup {
  retentionYears: number;
  runtimeRole?: string;
}

/**
 * As the owner: applies the migrations, sets the retention the database
 * enforces, and grants the api's role its rights. Idempotent; under the
 * migration lock, so several processes may run it at once.
 */
export async function prepareAsOwner(owner: Database, setup: OwnerSetup): Promise<string[]> {
  return migrate(owner, undefined, async (tx) => {
    await setRetentionYears(tx, setup.retentionYears);
    if (setup.runtimeRole !== undefined && owner.engine === 'postgres')
      await grantRuntimeRole(tx, setup.runtimeRole);
  });
}

async function setRetentionYears(tx: Queryable, years: number): Promise<void> {
  if (!Number.isInteger(years) || years < 1) throw new Error(`retenção inválida: ${years}`);
  const { rows } = await tx.query<{ years: number }>('SELECT audit_retention_years() AS years');
  if (rows[0]?.years === years) return;
  // A function body takes no parameter; `years` is an integer checked above.
  await tx.exec(
    `CREATE OR REPLACE FUNCTION audit_retention_years() RETURNS integer
     LANGUAGE sql STABLE AS 'SELECT ${String(years)}'`,
  );
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads and writes every table, except: the audit trail and the ledger are
 * insert and read only, the owner's tables read only, and no TRUNCATE,
 * TRIGGER or REFERENCES anywhere. Run again at every migration, so the tables
 * of later migrations are granted too.
 */
export async function grantRuntimeRole(tx: Tx, role: string): Promise<void> {
  const { rows } = await tx.query<{ same: boolean }>('SELECT current_user = $1 AS same', [role]);
  if (rows[0]?.same === true) return;
  const who = quoteIdentifier(role);
  const list = (tables: readonly string[]) => tables.map(quoteIdentifier).join(', ');
  await tx.exec(
    [
      `GRANT USAGE ON SCHEMA public TO ${who}`,
      `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${who}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who}`,
      `REVOKE UPDATE, DELETE ON ${list(PROTECTED_TABLES)} FROM ${who}`,
      `REVOKE INSERT, UPDATE, DELETE ON ${list(OWNER_WRITES)} FROM ${who}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${who}`,
    ].join(';\n'),
  );
}

export async function currentRole(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ role: string }>('SELECT current_user AS role');
  return rows[0]?.role ?? '';
}

/**
 * May this connection migrate: nothing migrated yet, or its role is (a member
 * of) the owner of what was. Always on PGlite.
 */
export async function canMigrate(db: Database): Promise<boolean> {
  if (db.engine === 'pglite') return true;
  const { rows } = await db.query<{ can: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NULL
         OR pg_has_role(current_user, (SELECT relowner FROM pg_class
                                       WHERE oid = to_regclass('schema_migrations')), 'MEMBER') AS can`,
  );
  return rows[0]?.can === true;
}

export interface RoleOverreach {
  table: string;
  rights: string[];
}

/**
 * The protected tables this connection's role could rewrite: it owns them (or
 * may become their owner, so may ALTER them: disable their triggers), is a
 * superuser, or holds UPDATE, DELETE, TRUNCATE or TRIGGER. Empty when it can
 * only insert and read.
 */
export async function roleOverreach(db: Queryable): Promise<RoleOverreach[]> {
  const { rows } = await db.query<{
    table: string;
    superuser: boolean;
    owner: boolean;
    update: boolean;
    delete: boolean;
    truncate: boolean;
    trigger: boolean;
  }>(
    `SELECT c.relname AS table, r.rolsuper AS superuser,
            pg_has_role(current_user, c.relowner, 'MEMBER') AS owner,
            has_any_column_privilege(c.oid, 'UPDATE') AS update,
            has_table_privilege(c.oid, 'DELETE') AS delete,
            has_table_privilege(c.oid, 'TRUNCATE') AS truncate,
            has_table_privilege(c.oid, 'TRIGGER') AS trigger
     FROM pg_class c JOIN pg_roles r ON r.rolname = current_user
     WHERE c.oid = ANY (SELECT to_regclass(name) FROM unnest($1::text[]) AS name)
     ORDER BY c.relname`,
    [[...PROTECTED_TABLES]],
  );
  return rows
    .map((row) => ({
      table: row.table,
      rights: [
        ...(row.superuser ? ['superusuário'] : []),
        ...(row.owner ? ['dono (ALTER TABLE)'] : []),
        ...(['update', 'delete', 'truncate', 'trigger'] as const)
          .filter((right) => row[right])
          .map((right) => right.toUpperCase()),
      ],
    }))
    .filter((row) => row.rights.length > 0);
}

/**
 * What the api does with its database at start: with MIGRATION_DATABASE_URL
 * (PostgreSQL), migrates as that owner and grants its own role; else, when
 * its own role may migrate (PGlite, a demo, a first start), migrates as
 * itself; else only checks that the owner already migrated, naming the
 * command when not, and that no applied migration's file changed since.
 */
export async function prepareForApi(db: Database, config: DatabaseConfig): Promise<void> {
  const retentionYears = config.AUDIT_RETENTION_YEARS;
  if (config.MIGRATION_DATABASE_URL !== undefined && db.engine === 'postgres') {
    const owner = openPostgres(config.MIGRATION_DATABASE_URL, 1);
    try {
      await prepareAsOwner(owner, { retentionYears, runtimeRole: await currentRole(db) });
    } finally {
      await owner.close();
    }
    return;
  }
  if (await canMigrate(db)) {
    await prepareAsOwner(db, { retentionYears });
    return;
  }
  const { rows } = await db.query<AppliedMigration>('SELECT * FROM schema_migrations');
  const migrations = readMigrations();
  const applied = new Set(rows.map((row) => row.version));
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  if (pending.length === 0) {
    assertUnchanged(rows, migrations);
    return;
  }
  throw new Error(
    `Migrações pendentes: ${pending.map((migration) => migration.name).join(', ')}. ` +
      'O papel de DATABASE_URL não é o dono das tabelas: rode `pnpm --filter @velas/api migrate` ' +
      'com MIGRATION_DATABASE_URL (o dono), ou dê MIGRATION_DATABASE_URL ao api ' +
      '(docs/operations/deploy.md#database-roles).',
  );
}
