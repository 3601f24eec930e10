// Saves a first start initdb and every migration (docs/operations/start-up.md#start-up).
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Beside the compiled db/ code; absent when run from the sources. */
export const FRESH_PGLITE_DIRECTORY = fileURLToPath(new URL('./fresh-pglite', import.meta.url));

/**
 * The copy runs in a thread of its own: copied from the main thread, each
 * file would wait for it to take the next, while it loads the app's modules
 * (start-up/opening-database.ts). Evaluated code, not a module beside this
 * one, so a bundle of the api copies the same way.
 */
const COPY_THREAD = `
const { cpSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
cpSync(workerData.from, workerData.to, { recursive: true });
`;

/** No data directory there yet: nothing, or an empty folder. */
function holdsNoDatabase(directory: string): boolean {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

/**
 * Copies the prepared directory into `directory` when it holds no database
 * yet and the build left one; returns whether it did. Copied beside it and
 * renamed, so a start stopped half-way leaves no half a database.
 */
export async function copyFreshPglite(
  directory: string,
  prepared: string = FRESH_PGLITE_DIRECTORY,
): Promise<boolean> {
  if (!holdsNoDatabase(directory) || !existsSync(prepared)) return false;
  const copying = `${directory}.copying`;
  rmSync(copying, { recursive: true, force: true });
  await copyDirectory(prepared, copying);
  rmSync(directory, { recursive: true, force: true });
  renameSync(copying, directory);
  return true;
}

function copyDirectory(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(COPY_THREAD, { eval: true, workerData: { from, to } });
    thread.once('error', reject);
    thread.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the copy of ${from} stopped with code ${String(code)}`));
    });
  });
}
