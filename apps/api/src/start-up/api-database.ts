// A step that fails closes the database again.
import { withAfterCommit } from '#/db/after-commit.js';
import { prepareForApi } from '#/db/database-roles.js';
import type { Database } from '#/db/database.js';
import { openDatabase } from '#/db/open-database.js';
import type { Config } from '#/env.js';
import type { Metrics } from '#/metrics/metrics.js';
import type { StartUpSteps } from './start-up-steps.js';

export interface ApiDatabaseOptions {
  config: Config;
  /** Defaults to the database the configuration names; may still be opening. */
  db: Database | Promise<Database> | undefined;
  metrics: Metrics;
  startUp: StartUpSteps;
  /** Where the failures of work after a commit go (db/after-commit.ts). */
  onAfterCommitError: (error: unknown) => void;
  /** Throws when this database must not be used; handed in, as start-up imports no feature. */
  check: (db: Database) => Promise<void>;
}

/**
 * The app's database: its work after a commit waits for the commit and
 * counts in the app's metrics, so a job's money is counted too.
 */
export async function openApiDatabase(options: ApiDatabaseOptions): Promise<Database> {
  const { config, startUp } = options;
  const db = withAfterCommit(
    await (options.db ?? openDatabase(config)),
    options.onAfterCommitError,
    { metrics: options.metrics },
  );
  startUp.done('open the database');
  try {
    await prepareForApi(db, config);
    startUp.done('migrate');
    await options.check(db);
    startUp.done('check the database');
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
