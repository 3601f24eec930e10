// A rolled-back credit was never credited. The metrics come with the database
// the change went through, so a job is counted as a request is.
import { afterCommit, commitContext } from '#/db/after-commit.js';
import type { Queryable } from '#/db/database.js';
import type { Metrics } from './metrics.js';

declare module '../db/after-commit.js' {
  interface CommitContext {
    /** The app's metrics, for what its transactions count once committed. */
    readonly metrics?: Metrics;
  }
}

/** The metrics of the app whose database `db` is (or whose transaction the caller is in). */
export function metricsOf(db: Queryable): Metrics | undefined {
  return commitContext(db)?.metrics;
}

/**
 * Counts once the transaction the caller is in committed, in its database's
 * metrics; never after a rollback. Outside a transaction (a row written
 * alone, committed already) it counts at once.
 */
export function countAfterCommit(db: Queryable, count: (metrics: Metrics) => void): void {
  const metrics = metricsOf(db);
  if (metrics === undefined) return;
  afterCommit(db, () => {
    count(metrics);
  });
}
