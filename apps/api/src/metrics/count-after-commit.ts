// Counting a change in the metrics once its transaction committed (a
// rolled-back credit was never credited), whoever made it: a route, a job,
// the seed. The metrics come with the transaction: the app's database carries
// them (app.ts, db/after-commit.ts), so a job outside any request is counted
// as a request is (docs/operations.md#what-to-watch).
import { afterCommit, commitContext } from '../db/after-commit.js';
import { requestContext } from '../http/request-context.js';
import type { Metrics } from './metrics.js';

declare module '../db/after-commit.js' {
  interface CommitContext {
    /** The app's metrics, for what its transactions count once committed. */
    readonly metrics?: Metrics;
  }
}

/**
 * Counts once the transaction the caller is in committed, in its database's
 * metrics; never after a rollback. Outside a transaction (a row written
 * alone, committed already) it counts at once, in the request's app's.
 */
export function countAfterCommit(count: (metrics: Metrics) => void): void {
  const transaction = commitContext();
  const metrics = transaction === undefined ? requestContext()?.metrics : transaction.metrics;
  if (metrics === undefined) return;
  afterCommit(() => {
    count(metrics);
  });
}
