// The checker must be able to fail: fed a database and a client log that
// break each invariant, it names each break.
import { describe, expect, it } from 'vitest';
import { checkLedger } from './ledger-invariants.js';
import type { OpRecord } from './money-workload.js';
import type { Sql } from './sql.js';

type Tables = Record<
  'users' | 'ledger' | 'withdrawals' | 'deposits' | 'keys' | 'payouts' | 'received' | 'games',
  Record<string, unknown>[]
>;

/** Answers the checker's queries from the tables, honouring its one `reference LIKE '…'` filter. */
function fakeSql(tables: Tables): Sql {
  return <Row>(text: string) => {
    const table = /FROM (\w+)/.exec(text)?.[1];
    const rows =
      {
        users: tables.users,
        ledger_entries: tables.ledger,
        // A day apart, unheld: the brakes' own checker test (brake-invariants.test.ts) times them.
        withdrawals: tables.withdrawals.map((row) => ({
          created_at: new Date(Number(row.id) * 86_400_000),
          review_reason: null,
          review_decision: null,
          ...row,
        })),
        deposits: tables.deposits,
        idempotency_keys: tables.keys,
        payouts: tables.payouts,
        received_payments: tables.received,
        game_transactions: tables.games,
        held_wins: [],
      }[table ?? ''] ?? [];
    const like = /reference LIKE '([^']*)'/.exec(text)?.[1];
    if (like === undefined) return Promise.resolve(rows as Row[]);
    const pattern = new RegExp(`^${like.split('%').map(escapeRegExp).join('.*')}$`);
    return Promise.resolve(rows.filter((row) => pattern.test(String(row.reference))) as Row[]);
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const entry = (id: number, amount: number, after: number, reference: string) => ({
  id,
  user_id: 1,
  amount_cents: amount,
  kind: amount > 0 ? 'Deposit' : 'Withdraw',
  reference,
  balance_after_cents: after,
});

const payout = (id: string, amount: number, status: string, purpose = 'withdrawal') => ({
  id,
  purpose,
  user_id: 1,
  withdrawal_id: purpose === 'withdrawal' ? Number(id.slice('saque-'.length)) : null,
  amount_cents: amount,
  status,
});

const payment = (
  id: number,
  charge: string,
  amount: number,
  outcome: string,
  payout: string | null,
) => ({
  id,
  charge_id: charge,
  amount_cents: amount,
  outcome,
  payout_id: payout,
});

function healthy(): Tables {
  return {
    users: [{ id: 1, balance_cents: 6_000 }],
    ledger: [entry(1, 10_000, 10_000, 'deposit:d1'), entry(2, -4_000, 6_000, 'withdrawal:1')],
    withdrawals: [{ id: 1, user_id: 1, amount_cents: 4_000, status: 'processing' }],
    deposits: [{ id: 'd1', user_id: 1, amount_cents: 10_000, status: 'paid' }],
    payouts: [payout('saque-1', 4_000, 'sent')],
    received: [payment(1, 'd1', 10_000, 'credited', null)],
    games: [],
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

  describe('payouts and refunds', () => {
    /** Withdrawal 1 failed and returned once; a Pix paid after its charge expired, refunded. */
    function settled(): Tables {
      const tables = healthy();
      tables.ledger.push(entry(3, 4_000, 10_000, 'withdrawal:1:reversal'));
      tables.users = [{ id: 1, balance_cents: 10_000 }];
      tables.withdrawals = [{ id: 1, user_id: 1, amount_cents: 4_000, status: 'failed' }];
      tables.deposits.push({ id: 'd2', user_id: 1, amount_cents: 2_500, status: 'pending' });
      tables.payouts = [
        payout('saque-1', 4_000, 'failed'),
        payout('devolucao-2', 2_500, 'paid', 'refund'),
      ];
      tables.received.push(payment(2, 'd2', 2_500, 'late', 'devolucao-2'));
      return tables;
    }

    /** The client's side of settled(): d2 created, then paid after its expiry (refused). */
    function settledLog(): OpRecord[] {
      return [
        ...healthyLog(),
        record({
          kind: 'deposit',
          scope: 'deposit',
          key: 'e',
          amount: 2_500,
          sent: 7,
          received: 8,
          reply: { status: 201, body: { data: { id: 'd2' } } },
        }),
        record({
          kind: 'latePay',
          depositId: 'd2',
          sent: 9,
          received: 10,
          reply: { status: 422, body: {} },
        }),
        record({
          kind: 'failPayout',
          withdrawalId: 1,
          sent: 11,
          received: 12,
          reply: { status: 200, body: { data: { id: 1, status: 'failed' } } },
        }),
      ];
    }

    it('passes a failed payout returned once and a late Pix refunded', async () => {
      const report = await check(settled(), settledLog());
      expect(report.violations).toEqual([]);
      expect(report.figures).toMatchObject({ failedWithdrawals: 1, refunds: 1, payouts: 2 });
    });

    it('catches a failed payout returned twice and a paid one returned', async () => {
      const twice = settled();
      twice.ledger.push(entry(4, 4_000, 14_000, 'withdrawal:1:reversal'));
      twice.users = [{ id: 1, balance_cents: 14_000 }];
      expect((await check(twice, settledLog())).violations.join()).toMatch(
        /withdrawal 1: failed with 2 returns/,
      );

      const paid = settled();
      paid.withdrawals = [{ id: 1, user_id: 1, amount_cents: 4_000, status: 'paid' }];
      paid.payouts[0] = payout('saque-1', 4_000, 'paid');
      const text = (await check(paid, settledLog())).violations.join('\n');
      expect(text).toMatch(/withdrawal 1: paid yet returned/);
      expect(text).toMatch(/withdrawal:1:reversal: money returned for a withdrawal that is paid/);
    });

    it('catches a failed payout never returned and a withdrawal that disagrees with its payout', async () => {
      const lost = settled();
      lost.ledger.pop();
      lost.users = [{ id: 1, balance_cents: 6_000 }];
      expect((await check(lost, settledLog())).violations.join()).toMatch(
        /withdrawal 1: failed with 0 returns/,
      );

      const denied = settled();
      denied.withdrawals = [{ id: 1, user_id: 1, amount_cents: 4_000, status: 'paid' }];
      denied.payouts[0] = payout('saque-1', 4_000, 'paid');
      denied.ledger.pop();
      denied.users = [{ id: 1, balance_cents: 6_000 }];
      expect((await check(denied, settledLog())).violations.join()).toMatch(
        /withdrawal 1: answered failed, stored paid/,
      );

      const stale = healthy();
      stale.payouts = [payout('saque-1', 4_000, 'paid')];
      expect((await check(stale, healthyLog())).violations.join()).toMatch(
        /withdrawal 1: processing but its payout is paid/,
      );

      const none = healthy();
      none.payouts = [];
      expect((await check(none, healthyLog())).violations.join()).toMatch(
        /withdrawal 1: no payout of its amount/,
      );
    });

    it('catches a received payment kept: neither credited nor refunded', async () => {
      const kept = settled();
      kept.received[1] = payment(2, 'd2', 2_500, 'late', null);
      const text = (await check(kept, settledLog())).violations.join('\n');
      expect(text).toMatch(/received payment 2 \(late\): no refund payout/);
      expect(text).toMatch(/2500 cents pending review/);
      expect(text).toMatch(/late payment of d2: refused but not refunded/);
    });

    it('catches a refund of another amount and a credit without its received payment', async () => {
      const short = settled();
      short.payouts[1] = payout('devolucao-2', 2_000, 'paid', 'refund');
      expect((await check(short, settledLog())).violations.join()).toMatch(
        /received payment 2 \(late\): no refund payout/,
      );

      const unrecorded = healthy();
      unrecorded.received = [];
      expect((await check(unrecorded, healthyLog())).violations.join()).toMatch(
        /deposit:d1: ledger credit without a received payment/,
      );
    });
  });

  describe('bets, wins and rollbacks', () => {
    type Kind = 'bet' | 'win' | 'rollback';
    const transaction = (
      uuid: string,
      kind: Kind,
      amount: number,
      status: string,
      ledgerEntry: number | null,
      balance: number,
      reference: string | null = null,
    ) => ({
      transaction_uuid: uuid,
      kind,
      user_id: 1,
      reference_transaction_uuid: reference,
      amount_cents: amount,
      status,
      ledger_entry_id: ledgerEntry,
      response: { status, balance: balance * 1_000 },
    });

    /**
     * After healthy() (balance 6 000): bet t1 paid by win t2; bet t3 rolled
     * back by t4; rollback t5 came before its bet t6, which was refused.
     */
    function played(): Tables {
      const tables = healthy();
      tables.ledger.push(
        entry(3, -1_000, 5_000, 'game:t1'),
        entry(4, 2_500, 7_500, 'game:t2'),
        entry(5, -500, 7_000, 'game:t3'),
        entry(6, 500, 7_500, 'game:t4'),
      );
      tables.users = [{ id: 1, balance_cents: 7_500 }];
      tables.games = [
        transaction('t1', 'bet', 1_000, 'RS_OK', 3, 5_000),
        transaction('t2', 'win', 2_500, 'RS_OK', 4, 7_500, 't1'),
        transaction('t3', 'bet', 500, 'RS_OK', 5, 7_000),
        transaction('t4', 'rollback', 500, 'RS_OK', 6, 7_500, 't3'),
        transaction('t5', 'rollback', 0, 'RS_OK', null, 7_500, 't6'),
        transaction('t6', 'bet', 800, 'RS_ERROR_TRANSACTION_ROLLED_BACK', null, 7_500),
      ];
      return tables;
    }

    function playedLog(): OpRecord[] {
      const calls: [string, Kind, string, number][] = [
        ['t1', 'bet', 'RS_OK', 5_000],
        ['t2', 'win', 'RS_OK', 7_500],
        ['t3', 'bet', 'RS_OK', 7_000],
        ['t4', 'rollback', 'RS_OK', 7_500],
        ['t5', 'rollback', 'RS_OK', 7_500],
        ['t6', 'bet', 'RS_ERROR_TRANSACTION_ROLLED_BACK', 7_500],
        // A repeat of t1 answers the first answer.
        ['t1', 'bet', 'RS_OK', 5_000],
      ];
      return [
        ...healthyLog(),
        ...calls.map(([uuid, endpoint, status, balance], index) =>
          record({
            kind: index === calls.length - 1 ? 'walletReplay' : endpoint,
            wallet: { endpoint, transactionUuid: uuid },
            sent: 10 + 2 * index,
            received: 11 + 2 * index,
            reply: { status: 200, body: { status, balance: balance * 1_000 } },
          }),
        ),
      ];
    }

    const violationsOf = async (tables: Tables, log = playedLog()) =>
      (await check(tables, log)).violations.join('\n');

    it('passes bets paid, rolled back, and refused after their rollback', async () => {
      const report = await check(played(), playedLog());
      expect(report.violations).toEqual([]);
      expect(report.figures).toMatchObject({
        acceptedBets: 2,
        paidWins: 1,
        rolledBackBets: 1,
        betsRefusedAfterTheirRollback: 1,
        gameEntries: 4,
      });
    });

    it('catches a bet that moved money twice and game money without its transaction', async () => {
      const twice = played();
      twice.ledger.push(entry(7, -1_000, 6_500, 'game:t1'));
      twice.users = [{ id: 1, balance_cents: 6_500 }];
      const text = await violationsOf(twice);
      expect(text).toMatch(/transaction t1: 2 ledger entries/);
      expect(text).toMatch(/ledger 7: game money without its transaction \(t1\)/);

      const created = played();
      created.ledger.push(entry(7, 900, 8_400, 'game:t9'));
      created.users = [{ id: 1, balance_cents: 8_400 }];
      expect(await violationsOf(created)).toMatch(/ledger 7: game money without its transaction/);
    });

    it('catches an accepted bet that moved nothing and a movement of another amount', async () => {
      const free = played();
      free.ledger = free.ledger.filter((row) => row.reference !== 'game:t1');
      free.ledger = free.ledger.map((row) =>
        String(row.reference).startsWith('game:')
          ? { ...row, balance_after_cents: Number(row.balance_after_cents) + 1_000 }
          : row,
      );
      free.users = [{ id: 1, balance_cents: 8_500 }];
      expect(await violationsOf(free)).toMatch(/accepted bet t1 moved no money/);

      const short = played();
      short.ledger[5] = entry(6, 400, 7_400, 'game:t4');
      short.users = [{ id: 1, balance_cents: 7_400 }];
      const text = await violationsOf(short);
      expect(text).toMatch(/transaction t4: rollback of 500 moved 400/);
      expect(text).toMatch(/rolled-back bet t3 nets -100/);
      expect(text).toMatch(/transaction t4: answered balance 7500000, ledger 7400 cents/);
    });

    it('catches a rolled-back bet also paid and a bet that moved money after its rollback', async () => {
      const paid = played();
      paid.ledger.push(entry(7, 100, 7_600, 'game:t7'));
      paid.users = [{ id: 1, balance_cents: 7_600 }];
      paid.games.push(transaction('t7', 'win', 100, 'RS_OK', 7, 7_600, 't3'));
      const log = playedLog();
      log.push(
        record({
          kind: 'win',
          wallet: { endpoint: 'win', transactionUuid: 't7', reference: 't3' },
          sent: 40,
          received: 41,
          reply: { status: 200, body: { status: 'RS_OK', balance: 7_600_000 } },
        }),
      );
      expect(await violationsOf(paid, log)).toMatch(/rolled-back bet t3 was also paid/);

      const late = played();
      late.ledger.push(entry(7, -800, 6_700, 'game:t6'));
      late.users = [{ id: 1, balance_cents: 6_700 }];
      late.games[5] = transaction('t6', 'bet', 800, 'RS_OK', 7, 6_700);
      expect(await violationsOf(late)).toMatch(/rolled-back bet t6 nets -800/);
    });

    it('catches an answered transaction lost or stored otherwise, a negative answer and an extra row', async () => {
      const lost = played();
      lost.games = lost.games.filter((row) => row.transaction_uuid !== 't5');
      expect(await violationsOf(lost)).toMatch(/answered transaction t5 missing/);

      const otherwise = played();
      otherwise.games[5] = transaction('t6', 'bet', 800, 'RS_ERROR_NOT_ENOUGH_MONEY', null, 7_500);
      expect(await violationsOf(otherwise)).toMatch(
        /transaction t6: answered RS_ERROR_TRANSACTION_ROLLED_BACK, stored RS_ERROR_NOT_ENOUGH_MONEY/,
      );

      const log = playedLog();
      log.push(
        record({
          kind: 'bet',
          wallet: { endpoint: 'bet', transactionUuid: 't1' },
          sent: 40,
          received: 41,
          reply: { status: 200, body: { status: 'RS_OK', balance: -1_000 } },
        }),
      );
      expect(await violationsOf(played(), log)).toMatch(/t1: answered a negative balance/);

      const extra = played();
      extra.games.push(transaction('t8', 'bet', 0, 'RS_ERROR_NOT_ENOUGH_MONEY', null, 7_500));
      expect(await violationsOf(extra)).toMatch(/7 wallet transactions stored, 6 sent/);
    });
  });
});
