// `node dist/commands/backup-command.js FILE [--api URL] [--stopped]`
// (docs/operations/backup-and-restore.md#backup-and-restore).
import { loadConfig } from '#/env.js';
import { takeBackup } from './backup-files.js';

const [file, flag, apiUrl] = process.argv.slice(2);
const usable =
  file !== undefined &&
  (flag === undefined || flag === '--stopped' || (flag === '--api' && apiUrl !== undefined));
if (!usable) {
  console.error('uso: backup-command.js ARQUIVO [--api http://127.0.0.1:3100 | --stopped]');
  process.exit(2);
}
const result = await takeBackup(loadConfig(), file, flag === '--stopped' ? null : apiUrl);
const rows = result.summary === undefined ? '' : `, ${result.summary.rows} linhas`;
console.log(`backup ${result.kind} em ${file}: ${result.bytes} bytes${rows}, ${result.ms} ms`);
