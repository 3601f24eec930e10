// `node dist/commands/backup-command.js FILE [--api URL]` with the api's environment
// (docs/operations.md#backup-and-restore): on PostgreSQL a logical backup in
// one snapshot while the api runs; on PGlite the running api's copy of its
// data directory (GET /ops-api/backup, OPERATOR_API_KEY; --api says where the
// api's ops listener answers, default http://127.0.0.1:$OPS_PORT), or with --stopped and the api
// stopped a logical backup of DATA_DIR. Exit 0 once FILE is complete.
import { loadConfig } from '../env.js';
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
