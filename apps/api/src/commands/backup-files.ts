// Backups hold every player's data, so only their owner may read them (0600).
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline, Writable } from 'node:stream';
import { finished, pipeline as pipelinePromise } from 'node:stream/promises';
import { createGunzip, createGzip, gunzipSync } from 'node:zlib';
import { restorePglite } from '#/db/backup.js';
import { dumpLogical, restoreLogical, type BackupSummary } from '#/db/logical-backup.js';
import { openDatabase } from '#/db/open-database.js';
import type { Config } from '#/env.js';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';

export type BackupSettings = Pick<
  Config,
  'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE' | 'OPERATOR_API_KEY' | 'OPS_PORT'
>;

const OWNER_ONLY = 0o600;

export interface BackupResult {
  kind: 'logical' | 'pglite-tarball';
  bytes: number;
  ms: number;
  /** Logical backups only. */
  summary?: BackupSummary;
}

async function writeLogical(settings: BackupSettings, file: string): Promise<BackupSummary> {
  // One connection is all a backup needs; it holds the snapshot throughout.
  const db = await openDatabase({ ...settings, DATABASE_POOL_SIZE: 1 });
  const gzip = createGzip();
  const done = finished(gzip.pipe(createWriteStream(file, { mode: OWNER_ONLY })));
  try {
    const summary = await dumpLogical(db, async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    });
    gzip.end();
    await done;
    return summary;
  } catch (error) {
    gzip.destroy();
    throw error;
  } finally {
    await db.close();
  }
}

async function downloadPglite(settings: BackupSettings, file: string, apiUrl: string) {
  const key = settings.OPERATOR_API_KEY;
  if (key === undefined)
    throw new Error(
      'OPERATOR_API_KEY não está definido: o backup do PGlite vem da api em execução.',
    );
  const response = await fetch(`${apiUrl}/ops-api/backup`, {
    headers: { [OPERATOR_KEY_HEADER]: key },
  });
  if (!response.ok || response.body === null)
    throw new Error(`A api recusou o backup: ${response.status} ${await response.text()}`);
  const out = createWriteStream(file, { mode: OWNER_ONLY });
  for await (const chunk of response.body) out.write(chunk);
  out.end();
  await finished(out);
}

/**
 * `apiUrl`: where the running api's ops listener answers (PGlite only);
 * default 127.0.0.1 on OPS_PORT. `null`: PGlite with the api stopped, a logical backup of DATA_DIR
 * (to move to PostgreSQL or to another PGlite version).
 */
export async function takeBackup(
  settings: BackupSettings,
  file: string,
  apiUrl: string | null = `http://127.0.0.1:${String(settings.OPS_PORT)}`,
): Promise<BackupResult> {
  const started = performance.now();
  if (settings.DATABASE_URL !== undefined || apiUrl === null) {
    const summary = await writeLogical(settings, file);
    const ms = Math.round(performance.now() - started);
    return { kind: 'logical', bytes: statSync(file).size, ms, summary };
  }
  await downloadPglite(settings, file, apiUrl);
  const ms = Math.round(performance.now() - started);
  return { kind: 'pglite-tarball', bytes: statSync(file).size, ms };
}

/** A file cut short or damaged is refused before a database or folder is touched. */
async function assertWholeFile(file: string): Promise<void> {
  try {
    await pipelinePromise(
      createReadStream(file),
      createGunzip(),
      new Writable({
        write: (_chunk, _encoding, next) => {
          next();
        },
      }),
    );
  } catch (error) {
    throw new Error(
      `Backup incompleto ou corrompido (${error instanceof Error ? error.message : String(error)}): nada foi restaurado.`,
      { cause: error },
    );
  }
}

/** A logical backup's first decompressed byte is `#`; a tarball starts with a file name. */
async function isLogical(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = gunzipSync(head.subarray(0, bytesRead), { finishFlush: 2 }).toString('utf8', 0, 1);
    return text === '#';
  } finally {
    await handle.close();
  }
}

export interface RestoreResult {
  kind: BackupResult['kind'];
  ms: number;
  summary?: BackupSummary;
}

/**
 * Restores `file` into the database `settings` names, which must be new: an
 * empty PostgreSQL database, or a DATA_DIR that does not exist yet. A logical
 * backup restores into either engine; a PGlite tarball only into PGlite.
 */
export async function restoreBackup(
  settings: BackupSettings,
  file: string,
): Promise<RestoreResult> {
  const started = performance.now();
  await assertWholeFile(file);
  if (!(await isLogical(file))) {
    if (settings.DATABASE_URL !== undefined)
      throw new Error('Este arquivo é um backup do PGlite: restaure-o numa DATA_DIR nova.');
    await restorePglite(readFileSync(file), settings.DATA_DIR);
    return { kind: 'pglite-tarball', ms: Math.round(performance.now() - started) };
  }
  const db = await openDatabase({ ...settings, DATABASE_POOL_SIZE: 1 });
  try {
    const lines = createInterface({
      // pipeline: a read or gunzip error ends the lines with that error.
      input: pipeline(createReadStream(file), createGunzip(), () => undefined),
      crlfDelay: Infinity,
    });
    const summary = await restoreLogical(db, lines);
    return { kind: 'logical', ms: Math.round(performance.now() - started), summary };
  } finally {
    await db.close();
  }
}
