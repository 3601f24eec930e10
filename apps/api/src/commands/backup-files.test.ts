// docs/operations/backup-and-restore.md#backup-and-restore: a backup file is readable by its
// owner only, and a file cut short is refused before the new database or
// folder is created, with a message that says so in pt-BR.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '#/db/migrate.js';
import { openPglite } from '#/db/pglite.js';
import { testConfig } from '#/test/test-config.js';
import { WHOLE_DATABASE } from '#/test/whole-database-timeout.js';
import { restoreBackup, takeBackup, type BackupSettings } from './backup-files.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-backup-file-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const settings = (dataDir: string): BackupSettings => ({
  ...testConfig(),
  DATABASE_URL: undefined,
  DATA_DIR: dataDir,
});

describe('a backup file', WHOLE_DATABASE, () => {
  const source = join(folder, 'source');
  const file = join(folder, 'backup.gz');

  it('is written readable by its owner only', async () => {
    const db = await openPglite(source);
    await migrate(db);
    await db.close();
    await takeBackup(settings(source), file, null);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('cut short, is refused before the new folder is created', async () => {
    const whole = readFileSync(file);
    const cut = join(folder, 'cut.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = join(folder, 'restored');
    await expect(restoreBackup(settings(target), cut)).rejects.toThrow(
      /^Backup incompleto ou corrompido .*: nada foi restaurado\.$/,
    );
    expect(existsSync(target)).toBe(false);
  });
});
