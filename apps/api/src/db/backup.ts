import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Unpacks a backup into `dataDir`, which must not exist yet or be empty. */
export async function restorePglite(tarball: Buffer, dataDir: string): Promise<void> {
  const directory = resolve(dataDir);
  if (existsSync(directory) && readdirSync(directory).length > 0)
    throw new Error(`${directory} não está vazio: restaure numa pasta nova`);
  const pglite = await PGlite.create(directory, {
    loadDataDir: new Blob([new Uint8Array(tarball)]),
  });
  await pglite.close();
}
