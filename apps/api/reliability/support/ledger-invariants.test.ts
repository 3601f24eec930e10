// The checker must be able to fail: fed a database and a client log that
// break each invariant, it names each break.
import { describe, expect, it } from 'vitest';
import { checkLedger, type Sql } from './ledger-invariants.js';
import type { OpRecord } from './money-workload.js';

type Tables = Record<
  'users' | 'ledger' | 'withdrawals' | 'deposits' | 'keys',
  Record<string, unknown>[]
>;

function fakeSql(tables: Tables): Sql {
  return <Row>(text: string) => {
    const table = /FROM (\w+)/.exec(text)?.[1];
    const rows = {
      users: tables.users,
      ledger_entries: tables.ledger,
      withdrawals: tables.withdrawals,
      deposits: tables.deposits,
      idempotency_keys: tables.keys,
    }[table ?? ''];
    return Promise.resolve((rows ?? []) as Row[]);
  };
}

const entry = (id: number, amount: number, after: number, reference: string) => ({
  id,
  user_id: 1,
  amount_cents: amount,
  kind: amount > 0 ? 'Deposit' : 'Withdraw',
  reference,
  balance_after_cents: after,
});

function healthy(): Tables {
  return {
    users: [{ id: 1, balance_cents: 6_000 }],
    ledger: [entry(1, 10_000, 10_000, 'deposit:d1'), entry(2, -4_000, 6_000, 'withdrawal:1')],
    withdrawals: [{ id: 1, user_id: 1, amount_cents: 4_000 }],
    deposits: [{ id: 'd1', user_id: 1, amount_cents: 10_000, status: 'paid' }],
    keys: [
      {
        user_id: 1,
        scope: 'deposit',
        key: 'a',
        state: 'done',
        response_status: 201,
        response_body: { data: { id: 'd1' } },
      },
      {
        user_id: 1,
        scope: 'withdraw',
        key: 'b',
        state: 'done',
        response_status: 200,
        response_body: { id: 1 },
      },
    ],
  };
}

const record = (
  partial: Partial<OpRecord> & Pick<OpRecord, 'kind' | 'sent' | 'received' | 'reply'>,
): OpRecord => ({ account: 0, ...partial });

function healthyLog(): OpRecord[] {
  return [
    record({
      kind: 'deposit',
      scope: 'deposit',
      key: 'a',
      amount: 10_000,
      sent: 1,
      received: 2,
      reply: { status: 201, body: { data: { id: 'd1' } } },
    }),
    record({
      kind: 'pay',
      depositId: 'd1',
      sent: 3,
      received: 4,
      reply: { status: 200, body: { data: { status: 'paid' } } },
    }),
    record({
      kind: 'withdraw',
      scope: 'withdraw',
      key: 'b',
      amount: 4_000,
      sent: 5,
      received: 6,
      reply: { status: 200, body: { id: 1 } },
    }),
  ];
}

const check = (tables: Tables, log: OpRecord[]) =>
  checkLedger(fakeSql(tables), log, { userIds: [1], exact: true });

describe('the ledger checker', () => {
  it('passes a consistent history', async () => {
    expect((await check(healthy(), healthyLog())).violations).toEqual([]);
  });

  it('catches a balance that is not the sum of its entries', async () => {
    const tables = healthy();
    tables.users = [{ id: 1, balance_cents: 7_000 }];
    expect((await check(tables, healthyLog())).violations.join()).toMatch(/entries sum to 6000/);
  });

  it('catches a half-applied withdrawal and a double credit', async () => {
    const tables = healthy();
    tables.ledger = [
      entry(1, 10_000, 10_000, 'deposit:d1'),
      entry(2, 10_000, 20_000, 'deposit:d1'),
    ];
    tables.users = [{ id: 1, balance_cents: 20_000 }];
    const text = (await check(tables, healthyLog())).violations.join('\n');
    expect(text).toMatch(/withdrawal 1: 0 matching debits/);
    expect(text).toMatch(/deposit d1 \(paid\): 2 credits/);
  });

  it('catches a key that moved money twice and a confirmed movement that is missing', async () => {
    const log = healthyLog();
    log.push(
      record({
        kind: 'replay',
        scope: 'withdraw',
        key: 'b',
        amount: 4_000,
        sent: 7,
        received: 8,
        reply: { status: 200, body: { id: 2 } },
      }),
    );
    const text = (await check(healthy(), log)).violations.join('\n');
    expect(text).toMatch(/key b answered with 2 different movements/);
    expect(text).toMatch(/confirmed withdrawal 2 missing/);
  });

  it('catches a withdrawal refused while the balance was enough', async () => {
    const log = healthyLog();
    // Sent after the deposit was confirmed paid (balance 10 000) and answered before the other withdrawal was sent.
    log.splice(
      2,
      0,
      record({
        kind: 'withdraw',
        scope: 'withdraw',
        key: 'c',
        amount: 9_000,
        sent: 4.5,
        received: 4.6,
        reply: { status: 422, body: {} },
      }),
    );
    expect((await check(healthy(), log)).violations.join()).toMatch(
      /withdrawal c of 9000 refused, but the balance was at least 10000/,
    );
  });

  it('accepts a refusal when the balance was short at some moment of the request', async () => {
    const log = healthyLog();
    log.push(
      record({
        kind: 'withdraw',
        scope: 'withdraw',
        key: 'd',
        amount: 8_000,
        sent: 4.5,
        received: 9,
        reply: { status: 422, body: {} },
      }),
    );
    expect((await check(healthy(), log)).violations).toEqual([]);
  });
});
