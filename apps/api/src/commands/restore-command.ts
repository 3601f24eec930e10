// `node dist/commands/restore-command.js FILE` with the environment of the api that
// will run on the copy (docs/operations.md#backup-and-restore): restores a
// backup of backup-command.js into the NEW database DATABASE_URL names (an
// empty database) or the new folder DATA_DIR names. On PostgreSQL it loads as
// the owner, MIGRATION_DATABASE_URL when set (docs/operations.md#database-roles).
// Then start the api on it (or run the migrate command), which grants the
// api's role.
import { loadConfig } from '../env.js';
import { restoreBackup } from './backup-files.js';

const [file] = process.argv.slice(2);
if (file === undefined) {
  console.error('uso: restore-command.js ARQUIVO');
  process.exit(2);
}
const config = loadConfig();
const result = await restoreBackup(
  { ...config, DATABASE_URL: config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL },
  file,
);
const rows = result.summary === undefined ? '' : `: ${result.summary.rows} linhas`;
const target = config.DATABASE_URL === undefined ? config.DATA_DIR : 'DATABASE_URL';
console.log(`backup ${result.kind} restaurado em ${target}${rows}, ${result.ms} ms`);
