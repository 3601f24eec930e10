// Picks the engine from the configuration.
import type { DatabaseConfig } from '#/config/database-config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export async function openDatabase(
  config: Pick<DatabaseConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
): Promise<Database> {
  return config.DATABASE_URL === undefined
    ? openPglite(config.DATA_DIR)
    : openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
}
