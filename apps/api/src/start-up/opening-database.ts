// server.ts begins opening the database before it loads the app's modules:
// what the opening hands to other threads (the prepared directory, PGlite's
// WASM compile) then overlaps the modules' loading on the main one
// (docs/operations/start-up.md#start-up).
import type { DatabaseConfig } from '#/config/database-config.js';
import type { Database } from '#/db/database.js';
import { isFirstPgliteStart, openDatabase } from '#/db/open-database.js';

export interface OpeningDatabase {
  /** Settles as openDatabase does; whoever takes it over awaits it. */
  database: Promise<Database>;
  /** The embedded database did not exist before this opening made it. */
  firstStart: boolean;
}

export function beginOpeningDatabase(
  config: Pick<DatabaseConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
): OpeningDatabase {
  const firstStart = isFirstPgliteStart(config);
  const database = openDatabase(config);
  // Its failure is reported where it is awaited, once the modules are loaded.
  database.catch(() => undefined);
  return { database, firstStart };
}
