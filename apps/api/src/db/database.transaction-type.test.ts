// "Must run inside a transaction" is a type (database.ts `Tx`): these checks
// run when the api is typechecked, so a change that lets the pool through
// where a transaction is required fails the build (docs/architecture.md#api-code-rules).
import { describe, expectTypeOf, it } from 'vitest';
import { lockUser } from '#/accounts/accounts-repository.js';
import { postLedgerEntry } from '#/money/ledger.js';
import type { Database, Queryable, Tx } from './database.js';

describe('the transaction type', () => {
  it('is what a transaction hands its work, and still a Queryable', () => {
    expectTypeOf<Parameters<Parameters<Database['transaction']>[0]>[0]>().toEqualTypeOf<Tx>();
    expectTypeOf<Tx>().toExtend<Queryable>();
  });

  it('is not something the pool or a bare Queryable can pass for', () => {
    expectTypeOf<Database>().not.toExtend<Tx>();
    expectTypeOf<Queryable>().not.toExtend<Tx>();
    expectTypeOf(postLedgerEntry).parameter(0).toEqualTypeOf<Tx>();
    expectTypeOf(lockUser).parameter(0).toEqualTypeOf<Tx>();
  });

  it('refuses the pool where a transaction is required, and takes a transaction', () => {
    // Never called: only its types are checked.
    const calls = (db: Database) => [
      // @ts-expect-error the pool is not a transaction: the lock would end with the statement
      lockUser(db, 1),
      db.transaction((tx) => lockUser(tx, 1)),
    ];
    expectTypeOf(calls).toBeFunction();
  });
});
