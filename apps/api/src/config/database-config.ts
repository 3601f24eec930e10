import { z } from 'zod';
import { atLeast, postgresUrl } from './setting-types.js';

export const databaseConfigSchema = z.object({
  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server (postgres://user:pass@host:port/db). Wins over DATA_DIR. */
  DATABASE_URL: postgresUrl.optional(),
  /**
   * At least 3: two connections stay LISTENing (the rounds and the balances,
   * docs/architecture.md#live-balance), and requests need one more.
   */
  DATABASE_POOL_SIZE: atLeast(3).max(200).default(10),
  /**
   * The owner of the tables: when set, the
   * api migrates through it at start and grants DATABASE_URL's role, which
   * then only inserts into and reads the audit trail and the ledger.
   */
  MIGRATION_DATABASE_URL: postgresUrl.optional(),
  /**
   * Years the audit trail is kept before the purge may remove a row; written
   * into the database by whoever migrates.
   */
  AUDIT_RETENTION_YEARS: atLeast(1).max(100).default(5),
});

export type DatabaseConfig = z.infer<typeof databaseConfigSchema>;
