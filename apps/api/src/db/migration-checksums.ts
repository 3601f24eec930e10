// An applied migration never changes: its text is what built the schema a
// database already has. The migrator records a checksum of each, and refuses
// to start when a file no longer matches (docs/api/running.md#migrations).
import { createHash } from 'node:crypto';

export interface MigrationText {
  version: number;
  name: string;
  sql: string;
}

export interface AppliedMigration {
  version: number;
  checksum?: string | null;
}

/** A quoted token kept as written: a string, a quoted name, a dollar-quoted body. */
const QUOTED = /^(?:'(?:[^']|'')*'|"(?:[^"]|"")*"|(\$[A-Za-z_]\w*\$|\$\$)[\s\S]*?\1)/;

/**
 * The statements of a migration without its comments and layout: a comment
 * (`--` or `/* *\/`) is whitespace to PostgreSQL, and every run of whitespace
 * outside a quoted token is one space. So fixing a comment keeps the
 * checksum; changing a statement, a string or a function body does not.
 */
export function migrationStatements(sql: string): string {
  let out = '';
  let at = 0;
  const space = () => {
    if (out !== '' && !out.endsWith(' ')) out += ' ';
  };
  while (at < sql.length) {
    const rest = sql.slice(at);
    const quoted = /^['"$]/.test(rest) ? QUOTED.exec(rest) : null;
    if (quoted) {
      out += quoted[0];
      at += quoted[0].length;
    } else if (rest.startsWith('--')) {
      const end = rest.indexOf('\n');
      at += end === -1 ? rest.length : end;
      space();
    } else if (rest.startsWith('/*')) {
      at += blockCommentLength(rest);
      space();
    } else if (/^\s/.test(rest)) {
      at += /^\s+/.exec(rest)?.[0].length ?? 1;
      space();
    } else {
      out += sql.charAt(at);
      at += 1;
    }
  }
  return out.trim();
}

/** PostgreSQL's block comments nest. */
function blockCommentLength(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text.startsWith('/*', at)) {
      depth += 1;
      at += 1;
    } else if (text.startsWith('*/', at)) {
      depth -= 1;
      at += 1;
      if (depth === 0) return at + 1;
    }
  }
  return text.length;
}

/** sha256, hex, of the migration's statements. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(migrationStatements(sql), 'utf8').digest('hex');
}

/** Refuses the migrations recorded with a checksum their file no longer has. */
export function assertUnchanged(
  applied: readonly AppliedMigration[],
  migrations: readonly MigrationText[],
): void {
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  const changed = applied.flatMap(({ version, checksum }) => {
    const migration = byVersion.get(version);
    if (migration === undefined || checksum == null) return [];
    return migrationChecksum(migration.sql) === checksum ? [] : [migration.name];
  });
  if (changed.length > 0)
    throw new Error(
      `Migração alterada depois de aplicada: ${changed.join(', ')}. ` +
        'O texto do arquivo não é mais o que este banco aplicou; uma migração aplicada não muda: ' +
        'desfaça a alteração e escreva uma migração nova (docs/api/running.md#migrations).',
    );
}
