// The transactions list's entry is a union on `type`: the kind picks the
// statuses (docs/api/money.md#ledger-statuses). The `@ts-expect-error` lines
// are checked when the package is typechecked, where an unused one is an error.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_SOURCES,
  transactionSchema,
  type LedgerStatus,
  type Transaction,
} from './transactions.js';

const entry = { id: 1, created_at: '2026-11-20T15:00:00.000Z', amount: -1_000, source: null };

describe('a transaction on the wire', () => {
  it('takes each kind with its own statuses, in the JSON it always had', () => {
    for (const type of TRANSACTION_SOURCES)
      for (const status of TRANSACTION_STATUSES[type])
        expect(transactionSchema.parse({ ...entry, type, status })).toEqual({
          ...entry,
          type,
          status,
        });
  });

  it('refuses a kind with another kind’s status', () => {
    for (const [type, status] of [
      ['Deposit', 'bet'],
      ['Deposit', 'processing'],
      ['CasinoTransaction', 'paid'],
      ['Withdraw', 'win'],
    ] as const)
      expect(transactionSchema.safeParse({ ...entry, type, status }).success).toBe(false);
  });

  it('pairs kind and status in its type', () => {
    expectTypeOf<Extract<Transaction, { type: 'Deposit' }>['status']>().toEqualTypeOf<
      'paid' | 'adjustment'
    >();
    expectTypeOf<Extract<Transaction, { type: 'Withdraw' }>['status']>().toEqualTypeOf<
      'processing' | 'paid' | 'reversed' | 'adjustment' | 'review' | 'failed' | 'completed'
    >();
    expectTypeOf<Extract<Transaction, { type: 'CasinoTransaction' }>['status']>().toEqualTypeOf<
      'bet' | 'win' | 'rollback' | 'completed'
    >();
    expectTypeOf<Transaction['status']>().toEqualTypeOf<LedgerStatus>();
    // @ts-expect-error a deposit is never a bet
    const impossible: Transaction = { ...entry, type: 'Deposit', status: 'bet' };
    expectTypeOf(impossible).toEqualTypeOf<Transaction>();
  });
});
