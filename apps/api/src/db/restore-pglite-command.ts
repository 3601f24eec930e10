// `node dist/db/restore-pglite-command.js BACKUP.tar.gz NEW_DATA_DIR`:
// unpacks a backup from GET /ops-api/backup into a new PGlite data directory
// (docs/operations.md#backup-and-restore); start the api with DATA_DIR on it.
import { readFileSync } from 'node:fs';
import { restorePglite } from './backup.js';

const [backupFile, dataDir] = process.argv.slice(2);
if (backupFile === undefined || dataDir === undefined) {
  console.error('uso: restore-pglite-command.js BACKUP.tar.gz NOVA_PASTA_DE_DADOS');
  process.exit(2);
}
await restorePglite(readFileSync(backupFile), dataDir);
console.log(`backup restaurado em ${dataDir}`);
