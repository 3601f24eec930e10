// Restores into a NEW database or folder
// (docs/operations/backup-and-restore.md#backup-and-restore).
import { loadConfig } from '#/env.js';
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
