// A ledger entry's kind picks the statuses it may be written with
// (docs/api/money.md#ledger-statuses). These checks run when the api is
// typechecked: an unused `@ts-expect-error` is itself an error, so a change
// that lets an impossible pair through fails the build.
import { toCents } from '@velas/domain/money';
import type {
  LedgerEntryKindStatus,
  TransactionKindStatus,
} from '@velas/domain/schemas/transactions';
import { describe, expectTypeOf, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import type { LedgerRow } from './ledger-repository.js';
import { postLedgerEntry, type LedgerEntryInput } from './ledger.js';

const fields = { actor: SYSTEM_ACTOR, userId: 1, amount: toCents(100), at: 0 };

describe('a ledger entry’s kind and status', () => {
  it('pairs each kind with its own statuses', () => {
    expectTypeOf<Extract<LedgerEntryKindStatus, { kind: 'Deposit' }>['status']>().toEqualTypeOf<
      'paid' | 'adjustment'
    >();
    expectTypeOf<Extract<LedgerEntryKindStatus, { kind: 'Withdraw' }>['status']>().toEqualTypeOf<
      'processing' | 'paid' | 'reversed' | 'adjustment'
    >();
    expectTypeOf<
      Extract<LedgerEntryKindStatus, { kind: 'CasinoTransaction' }>['status']
    >().toEqualTypeOf<'bet' | 'win' | 'rollback' | 'completed'>();
  });

  it('writes only pairs the transactions list can show', () => {
    expectTypeOf<LedgerEntryKindStatus>().toExtend<TransactionKindStatus>();
    expectTypeOf<LedgerRow>().toExtend<LedgerEntryKindStatus>();
  });

  it('refuses an impossible pair at every caller, and takes a possible one', () => {
    // Never called: only its types are checked.
    const calls = (tx: Tx) => [
      // @ts-expect-error a deposit is never a bet
      postLedgerEntry(tx, { ...fields, kind: 'Deposit', status: 'bet' }),
      // @ts-expect-error a game's movement is never a withdrawal's state
      postLedgerEntry(tx, { ...fields, kind: 'CasinoTransaction', status: 'processing' }),
      // @ts-expect-error a withdrawal's review is its own row's state, never an entry's
      postLedgerEntry(tx, { ...fields, kind: 'Withdraw', status: 'review' }),
      postLedgerEntry(tx, { ...fields, kind: 'Deposit', status: 'paid' }),
      postLedgerEntry(tx, { ...fields, kind: 'Withdraw', status: 'reversed' }),
      postLedgerEntry(tx, { ...fields, kind: 'CasinoTransaction', status: 'rollback' }),
    ];
    expectTypeOf(calls).toBeFunction();
  });

  it('keeps a kind and a status chosen apart from being mixed', () => {
    const mixed = (kind: 'Deposit' | 'CasinoTransaction', status: 'paid' | 'bet') => {
      // @ts-expect-error either kind with either status would let a deposit be a bet
      const entry: LedgerEntryInput = { ...fields, kind, status };
      return entry;
    };
    expectTypeOf(mixed).toBeFunction();
  });
});
