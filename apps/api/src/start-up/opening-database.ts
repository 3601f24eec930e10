// server.ts begins opening the database before it loads the app's modules:
// what the opening hands to other threads (the copy of the prepared
// directory, reading PGlite's files) then overlaps the modules' loading on
// the main one (docs/operations/start-up.md#start-up).
import type { DatabaseConfig } from '#/config/database-config.js';
import type { Database } from '#/db/database.js';
import { openDatabase } from '#/db/open-database.js';

/** Settles as openDatabase does; buildApp takes it over (PartsOptions.opening). */
export function beginOpeningDatabase(
  config: Pick<DatabaseConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
): Promise<Database> {
  const opening = openDatabase(config);
  // Its failure is reported where it is awaited, once the modules are loaded.
  opening.catch(() => undefined);
  return opening;
}
