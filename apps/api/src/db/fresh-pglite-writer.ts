import { renameSync, rmSync } from 'node:fs';
import { FRESH_PGLITE_DIRECTORY } from './fresh-pglite.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';

export async function writeFreshPglite(target: string = FRESH_PGLITE_DIRECTORY): Promise<void> {
  // The last build's directory would otherwise be copied instead of created.
  rmSync(target, { recursive: true, force: true });
  // Made beside the target and renamed, so a build stopped half-way leaves none.
  const writing = `${target}.writing-${String(process.pid)}`;
  rmSync(writing, { recursive: true, force: true });
  try {
    const db = await openPglite(writing);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    renameSync(writing, target);
  } finally {
    rmSync(writing, { recursive: true, force: true });
  }
}
