import { createWriteStream, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { packTar } from 'modern-tar/fs';
import { FRESH_PGLITE_TARBALL } from './fresh-pglite.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';

export async function writeFreshPglite(tarball: string = FRESH_PGLITE_TARBALL): Promise<void> {
  // The last build's directory would otherwise be unpacked instead of created.
  rmSync(tarball, { force: true });
  const root = mkdtempSync(join(tmpdir(), 'velas-fresh-pglite-'));
  try {
    const directory = join(root, 'pgdata');
    const db = await openPglite(directory);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const writing = join(dirname(tarball), `.fresh-pglite-${String(process.pid)}.tar.gz`);
    await pipeline(packTar(directory), createGzip(), createWriteStream(writing));
    renameSync(writing, tarball);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
