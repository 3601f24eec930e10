// No pg_dump, so it works on either engine (docs/operations/backup-and-restore.md#the-backup-file).
import type { Database, Queryable, Tx } from './database.js';
import { migrate, readMigrations, type Migration } from './migrate.js';

export const LOGICAL_BACKUP_FORMAT = 'velas-logical-backup/1';
const ROWS_PER_FETCH = 1_000;
const ROWS_PER_INSERT = 500;

export interface TableLayout {
  name: string;
  /** Stored columns (generated ones are recomputed on insert). */
  columns: string[];
}

export interface BackupHeader {
  format: typeof LOGICAL_BACKUP_FORMAT;
  takenAt: string;
  engine: Database['engine'];
  migrations: { version: number; name: string }[];
  /** Parents before the tables whose foreign keys point at them. */
  tables: TableLayout[];
  sequences: { name: string; lastValue: number | null }[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  rowsByTable: Record<string, number>;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const qualified = (table: string) => `public.${quote(table)}`;

async function tableLayouts(tx: Queryable): Promise<TableLayout[]> {
  const { rows: tables } = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> 'schema_migrations'
     ORDER BY c.relname`,
  );
  const { rows: keys } = await tx.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
     FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid
     JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const { rows: columns } = await tx.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY c.relname, a.attnum`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of keys)
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: ReadonlySet<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`Chaves estrangeiras em ciclo em ${table}.`);
    for (const parent of parents.get(table) ?? []) visit(parent, new Set([...path, table]));
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, new Set());
  const names = new Set(tables.map((table) => table.name));
  return ordered
    .filter((name) => names.has(name))
    .map((name) => ({
      name,
      columns: columns.filter((column) => column.table === name).map((column) => column.column),
    }));
}

/**
 * Writes the backup of `db` line by line to `writeLine` (without the newline).
 * Everything is read in one REPEATABLE READ, READ ONLY transaction: on
 * PostgreSQL the api's other connections keep writing meanwhile; on PGlite
 * (one connection) they wait for it.
 */
export async function dumpLogical(
  db: Database,
  writeLine: (line: string) => Promise<void> | void,
  now: () => Date = () => new Date(),
): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    // Must be the transaction's first statement: it fixes the snapshot.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows: migrations } = await tx.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    const tables = await tableLayouts(tx);
    // Sequences are not transactional: read after the snapshot began, each is
    // at least past every value a row of the snapshot holds.
    const { rows: sequences } = await tx.query<{ name: string; lastValue: number | null }>(
      `SELECT sequencename AS name, last_value AS "lastValue" FROM pg_sequences
       WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    const header: BackupHeader = {
      format: LOGICAL_BACKUP_FORMAT,
      takenAt: now().toISOString(),
      engine: db.engine,
      migrations,
      tables,
      sequences,
    };
    await writeLine(`#${JSON.stringify(header)}`);
    const rowsByTable: Record<string, number> = {};
    let rows = 0;
    for (const table of tables) {
      await writeLine(`#${JSON.stringify({ table: table.name })}`);
      const list = table.columns.map(quote).join(', ');
      await tx.query(
        `DECLARE velas_backup NO SCROLL CURSOR FOR
         SELECT row_to_json(t)::text AS row FROM (SELECT ${list} FROM ${qualified(table.name)}) t`,
      );
      let count = 0;
      for (;;) {
        const batch = await tx.query<{ row: string }>(`FETCH ${ROWS_PER_FETCH} FROM velas_backup`);
        for (const { row } of batch.rows) await writeLine(row);
        count += batch.rows.length;
        if (batch.rows.length < ROWS_PER_FETCH) break;
      }
      await tx.query('CLOSE velas_backup');
      rowsByTable[table.name] = count;
      rows += count;
    }
    await writeLine(`#${JSON.stringify({ end: { rows: rowsByTable } })}`);
    return { tables: tables.length, rows, rowsByTable };
  });
}

type ControlLine = { table: string } | { end: { rows: Record<string, number> } };

function parseHeader(line: string | undefined): BackupHeader {
  if (line?.startsWith('#') !== true) throw new Error('Não é um backup lógico da Velas.');
  const header = JSON.parse(line.slice(1)) as Omit<BackupHeader, 'format'> & { format: unknown };
  if (header.format !== LOGICAL_BACKUP_FORMAT)
    throw new Error(`Formato de backup desconhecido: ${String(header.format)}.`);
  return header as BackupHeader;
}

/** The code's migrations the backup was taken at; refuses a backup of a newer build. */
function migrationsOf(header: BackupHeader, known: readonly Migration[]): Migration[] {
  const byVersion = new Map(known.map((migration) => [migration.version, migration]));
  return header.migrations.map(({ version, name }) => {
    const migration = byVersion.get(version);
    if (migration?.name !== name)
      throw new Error(
        `O backup tem a migração ${name}, que esta versão da api não conhece: restaure com a versão que fez o backup.`,
      );
    return migration;
  });
}

async function assertEmpty(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  if ((rows[0]?.n ?? 0) > 0)
    throw new Error('O banco de destino não está vazio: restaure num banco (ou pasta) novo.');
}

/**
 * The audit rows come with their place in the hash chain and their hashes:
 * the seal, which would chain them again at commit, stays off while they load
 * (migration 160_audit_chain.sql). Restore runs as the owner, who may. False
 * for a backup older than the chain (its migration chains the rows).
 */
async function pauseAuditSeal(tx: Tx): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_trigger
                    WHERE tgname = 'audit_events_seal'
                      AND tgrelid = to_regclass('audit_events')) AS found`,
  );
  if (rows[0]?.found !== true) return false;
  await tx.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_seal');
  return true;
}

/**
 * Restores the lines of a logical backup into the empty `db`. Everything but
 * the migrations runs in one transaction: a bad or truncated file leaves
 * only an empty schema behind.
 */
export async function restoreLogical(
  db: Database,
  lines: AsyncIterable<string>,
  known: readonly Migration[] = readMigrations(),
): Promise<BackupSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const header = parseHeader((await iterator.next()).value as string | undefined);
  await assertEmpty(db);
  await migrate(db, migrationsOf(header, known));
  const layouts = new Map(header.tables.map((table) => [table.name, table]));
  return db.transaction(async (tx) => {
    const sealed = await pauseAuditSeal(tx);
    const rowsByTable: Record<string, number> = {};
    let table: TableLayout | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (table === undefined || batch.length === 0) return;
      const list = table.columns.map(quote).join(', ');
      await tx.query(
        `INSERT INTO ${qualified(table.name)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::${qualified(table.name)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      rowsByTable[table.name] = (rowsByTable[table.name] ?? 0) + batch.length;
      batch = [];
    };
    let trailer: Record<string, number> | undefined;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
      const line = next.value;
      if (line === '') continue;
      if (trailer !== undefined) throw new Error('Backup com dados depois do fim.');
      if (!line.startsWith('#')) {
        if (table === undefined) throw new Error('Backup com linhas fora de uma tabela.');
        batch.push(line);
        if (batch.length >= ROWS_PER_INSERT) await flush();
        continue;
      }
      await flush();
      const control = JSON.parse(line.slice(1)) as ControlLine;
      if ('end' in control) {
        trailer = control.end.rows;
        continue;
      }
      table = layouts.get(control.table);
      if (table === undefined) throw new Error(`Tabela ${control.table} fora do cabeçalho.`);
      rowsByTable[table.name] = 0;
    }
    if (trailer === undefined) throw new Error('Backup incompleto (sem a linha final).');
    for (const [name, count] of Object.entries(trailer))
      if (rowsByTable[name] !== count)
        throw new Error(
          `Backup incompleto: ${name} tem ${rowsByTable[name] ?? 0} de ${count} linhas.`,
        );
    for (const sequence of header.sequences)
      if (sequence.lastValue !== null)
        await tx.query('SELECT setval($1::regclass, $2, true)', [
          qualified(sequence.name),
          sequence.lastValue,
        ]);
    if (sealed) await tx.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_seal');
    const rows = Object.values(rowsByTable).reduce((sum, count) => sum + count, 0);
    return { tables: Object.keys(rowsByTable).length, rows, rowsByTable };
  });
}
