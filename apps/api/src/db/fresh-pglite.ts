// Saves a first start initdb and every migration (docs/operations/start-up.md#start-up).
import { createReadStream, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { unpackTar } from 'modern-tar/fs';

/** Beside the compiled db/ code; absent when run from the sources. */
export const FRESH_PGLITE_TARBALL = new URL('./fresh-pglite.tar.gz', import.meta.url).pathname;

/** No data directory there yet: nothing, or an empty folder. */
export function holdsNoDatabase(directory: string): boolean {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

/**
 * Unpacks the prepared directory into `directory` when it holds no database
 * yet and the build left one; returns whether it did. Unpacked beside it and
 * renamed, so a start stopped half-way leaves no half a database.
 */
export async function unpackFreshPglite(
  directory: string,
  tarball: string = FRESH_PGLITE_TARBALL,
): Promise<boolean> {
  if (!holdsNoDatabase(directory) || !existsSync(tarball)) return false;
  const unpacking = `${directory}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  await pipeline(createReadStream(tarball), createGunzip(), unpackTar(unpacking));
  rmSync(directory, { recursive: true, force: true });
  renameSync(unpacking, directory);
  return true;
}
