// The one way work waits for a commit (after-commit.ts): the metrics' counts
// and every payout a transaction queued (payouts/payouts.ts sendAfterCommit).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { afterCommit, commitContext, withAfterCommit } from './after-commit.js';
import type { Queryable } from './database.js';

const t = useTestApp();

beforeAll(async () => {
  await t.db.exec('CREATE TABLE after_commit_probe (id int PRIMARY KEY)');
});

/** The probe rows another connection sees: what has committed. */
async function committed(): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM after_commit_probe ORDER BY id',
  );
  return rows.map((row) => row.id);
}

const insert = (tx: Queryable, id: number) =>
  tx.query('INSERT INTO after_commit_probe (id) VALUES ($1)', [id]);

describe('work after a commit', () => {
  it('runs once the transaction committed, in order, before its promise resolves', async () => {
    const errors: unknown[] = [];
    const db = withAfterCommit(t.db, (error) => errors.push(error));
    const seen: string[] = [];
    const result = await db.transaction(async (tx) => {
      await insert(tx, 1);
      afterCommit(tx, async () => {
        seen.push(`first saw ${JSON.stringify(await committed())}`);
      });
      afterCommit(tx, () => {
        seen.push('second');
      });
      seen.push('in the transaction');
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['in the transaction', 'first saw [1]', 'second']);
    expect(errors).toEqual([]);
  });

  it('never runs after a rollback', async () => {
    const db = withAfterCommit(t.db, () => undefined);
    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, 2);
        afterCommit(tx, () => {
          ran = true;
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toBe(false);
    expect(await committed()).not.toContain(2);
  });

  it('logs a failure instead of throwing it, and the rest still runs', async () => {
    const errors: unknown[] = [];
    const db = withAfterCommit(t.db, (error) => errors.push(error));
    let later = false;
    const result = await db.transaction(async (tx) => {
      await insert(tx, 3);
      afterCommit(tx, () => {
        throw new Error('metrics down');
      });
      afterCommit(tx, () => Promise.reject(new Error('provider down')));
      afterCommit(tx, () => {
        later = true;
      });
      return 'answered';
    });
    expect(result).toBe('answered');
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'metrics down',
      'provider down',
    ]);
    expect(later).toBe(true);
    expect(await committed()).toContain(3);
  });

  it('runs work asked for by work after a commit, and work outside a transaction at once', async () => {
    const db = withAfterCommit(t.db, () => undefined);
    const seen: string[] = [];
    await db.transaction(async (tx) => {
      await insert(tx, 4);
      // A payout's send writes in a transaction of its own, which has its own work.
      afterCommit(tx, () =>
        db.transaction(async (inner) => {
          await insert(inner, 5);
          afterCommit(inner, () => {
            seen.push('inner');
          });
        }),
      );
    });
    expect(seen).toEqual(['inner']);
    expect(await committed()).toEqual(expect.arrayContaining([4, 5]));
    afterCommit(db, () => {
      seen.push('outside');
    });
    expect(seen).toEqual(['inner', 'outside']);
  });

  it('reports a failure of work outside a transaction to its database, never another', async () => {
    const errors: unknown[] = [];
    const others: unknown[] = [];
    const db = withAfterCommit(t.db, (error) => errors.push(error));
    // Wrapped last, as a second app in the process would: it hears none of db's.
    withAfterCommit(t.db, (error) => others.push(error));
    afterCommit(db, () => {
      throw new Error('at once');
    });
    afterCommit(db, () => Promise.reject(new Error('later')));
    await expect.poll(() => errors.length).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['at once', 'later']);
    expect(others).toEqual([]);
  });

  it("carries its database's context into its transactions and beside them; a bare one has none", async () => {
    const context = {};
    const db = withAfterCommit(t.db, () => undefined, context);
    expect(await db.transaction((tx) => Promise.resolve(commitContext(tx)))).toBe(context);
    expect(commitContext(db)).toBe(context);
    expect(commitContext(t.db)).toBeUndefined();
  });
});
