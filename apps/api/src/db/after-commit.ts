// Work that must wait for a transaction's commit (metrics, a queued payout):
// runs in order after the commit, never after a rollback, at once outside a
// transaction. Its failures are logged, not thrown: what committed stays committed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.js';

export type AfterCommitWork = () => void | Promise<void>;

/**
 * What a database hands its transactions' work, filled by the layers above
 * as they fill the request's context (metrics/count-after-commit.ts adds the
 * app's metrics).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CommitContext {}

interface Scope {
  queue: AfterCommitWork[];
  context: CommitContext;
}

const pending = new AsyncLocalStorage<Scope>();

// Outside a transaction a failure goes to the onError of the database last
// wrapped (one per process, app.ts's), never to an unhandled rejection.
let reportOutside: (error: unknown) => void = () => undefined;

export function afterCommit(work: AfterCommitWork): void {
  const queue = pending.getStore()?.queue;
  if (queue !== undefined) {
    queue.push(work);
    return;
  }
  try {
    Promise.resolve(work()).catch(reportOutside);
  } catch (error) {
    reportOutside(error);
  }
}

/** The context of the database whose transaction the caller is in; undefined outside one. */
export function commitContext(): CommitContext | undefined {
  return pending.getStore()?.context;
}

/**
 * `db` whose transactions run the work asked for in them after their commit
 * and carry `context`; `onError` hears the work's failures.
 */
export function withAfterCommit(
  db: Database,
  onError: (error: unknown) => void,
  context: CommitContext = {},
): Database {
  reportOutside = onError;
  return {
    ...db,
    engine: db.engine,
    transaction: async (work) => {
      const queue: AfterCommitWork[] = [];
      const result = await pending.run({ queue, context }, () => db.transaction(work));
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        try {
          await next();
        } catch (error) {
          onError(error);
        }
      }
      return result;
    },
  };
}
