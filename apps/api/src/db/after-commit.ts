// Never after a rollback, and failures go to onError, not thrown: what
// committed stays committed. Each app wraps its own database, so two apps in
// one process keep their work, context and errors apart.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from './database.js';

export type AfterCommitWork = () => void | Promise<void>;

/**
 * What a database hands its transactions' work, filled by the layers above
 * (metrics/count-after-commit.ts adds the app's metrics).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CommitContext {}

/** A wrapped database's own: where its work's failures go, and its context. */
class CommitHooks {
  constructor(
    readonly onError: (error: unknown) => void,
    readonly context: CommitContext,
  ) {}
}

export type CommittingDatabase = Database & { readonly commitHooks: CommitHooks };

interface Scope {
  queue: AfterCommitWork[];
  hooks: CommitHooks;
}

// The transaction the caller is in: its work waits for the commit. The hooks
// themselves come with the database, never from here outside a transaction.
const pending = new AsyncLocalStorage<Scope>();

/** The hooks of the transaction the caller is in, else of `db` itself when it was wrapped. */
function hooksOf(db: Queryable): CommitHooks | undefined {
  const scope = pending.getStore();
  if (scope !== undefined) return scope.hooks;
  return 'commitHooks' in db && db.commitHooks instanceof CommitHooks ? db.commitHooks : undefined;
}

/**
 * `work` after the commit of the transaction the caller is in, else at once.
 * A bare database (a test's, never wrapped) has no onError: its failures are dropped.
 */
export function afterCommit(db: Queryable, work: AfterCommitWork): void {
  const queue = pending.getStore()?.queue;
  if (queue !== undefined) {
    queue.push(work);
    return;
  }
  const report = hooksOf(db)?.onError ?? (() => undefined);
  try {
    Promise.resolve(work()).catch(report);
  } catch (error) {
    report(error);
  }
}

/** The context of the transaction the caller is in, else of `db`; undefined for a bare database. */
export function commitContext(db: Queryable): CommitContext | undefined {
  return hooksOf(db)?.context;
}

/**
 * `db` whose transactions run the work asked for in them after their commit
 * and carry `context`; `onError` hears the work's failures.
 */
export function withAfterCommit(
  db: Database,
  onError: (error: unknown) => void,
  context: CommitContext = {},
): CommittingDatabase {
  const hooks = new CommitHooks(onError, context);
  return {
    ...db,
    engine: db.engine,
    commitHooks: hooks,
    transaction: async (work) => {
      const queue: AfterCommitWork[] = [];
      const result = await pending.run({ queue, hooks }, () => db.transaction(work));
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
