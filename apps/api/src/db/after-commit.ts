// Work that must only happen once a transaction committed (counting money in
// the metrics: a rolled-back credit was never credited). The wrapper runs
// each transaction in its own scope; afterCommit outside one runs at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.js';

const pending = new AsyncLocalStorage<(() => void)[]>();

export function afterCommit(work: () => void): void {
  const queue = pending.getStore();
  if (queue === undefined) work();
  else queue.push(work);
}

export function withAfterCommit(db: Database): Database {
  return {
    ...db,
    engine: db.engine,
    transaction: async (work) => {
      const queue: (() => void)[] = [];
      const result = await pending.run(queue, () => db.transaction(work));
      for (const done of queue) done();
      return result;
    },
  };
}
