// The brakes' checker must be able to fail: fed rows that break each rule,
// it names each break.
import { describe, expect, it } from 'vitest';
import { checkBrakes } from './brake-invariants.js';
import type { Sql } from './sql.js';

const brakes = {
  winLimit: { maxMultiplier: 1000, maxCents: 5_000_000 },
  gameWinLimits: {},
  withdrawalReviewAboveCents: 10_000,
  withdrawalDailyCapCents: 20_000,
  withdrawalsPerHour: 2,
  withdrawalFourEyesAboveCents: 1_000_000,
};

function fakeSql(tables: Record<string, Record<string, unknown>[]>): Sql {
  return <Row>(text: string) => {
    const table = /FROM (\w+)/.exec(text)?.[1] ?? '';
    const like = /reference LIKE '([^']*)'/.exec(text)?.[1];
    const rows = tables[table] ?? [];
    if (like === undefined) return Promise.resolve(rows as Row[]);
    const prefix = like.split('%')[0] ?? '';
    return Promise.resolve(rows.filter((row) => String(row.reference).startsWith(prefix)) as Row[]);
  };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 15, minutes));
const withdrawal = (id: number, amount: number, minutes: number, extra = {}) => ({
  id,
  user_id: 1,
  amount_cents: amount,
  status: 'processing',
  created_at: at(minutes),
  review_reason: null,
  review_decision: null,
  ...extra,
});

describe('checkBrakes', () => {
  it('passes withdrawals within the brakes, held ones without payout, and a released one', async () => {
    const violations: string[] = [];
    await checkBrakes(
      fakeSql({
        withdrawals: [
          withdrawal(1, 5_000, 0),
          withdrawal(2, 20_000, 1, { status: 'review', review_reason: 'amount' }),
          withdrawal(3, 12_000, 2, { review_reason: 'amount', review_decision: 'released' }),
        ],
        payouts: [{ withdrawal_id: 1 }, { withdrawal_id: 3 }],
        ledger_entries: [],
        held_wins: [{ transaction_uuid: 'w1', user_id: 1, amount_cents: 900_000, status: 'held' }],
      }),
      violations,
      new Set([1]),
      { reviewed: false, brakes },
    );
    expect(violations).toEqual([]);
  });

  it('names each withdrawal sent past a brake without a release, and a held win credited', async () => {
    const violations: string[] = [];
    await checkBrakes(
      fakeSql({
        withdrawals: [
          withdrawal(1, 10_001, 0),
          withdrawal(2, 3_000, 1),
          withdrawal(3, 3_000, 2),
          withdrawal(4, 9_000, 200),
          withdrawal(5, 3_000, 201, { status: 'review', review_reason: 'velocity' }),
        ],
        payouts: [1, 2, 3, 4, 5].map((id) => ({ withdrawal_id: id })),
        ledger_entries: [{ reference: 'game:w1', amount_cents: 900_000 }],
        held_wins: [{ transaction_uuid: 'w1', user_id: 1, amount_cents: 900_000, status: 'held' }],
      }),
      violations,
      new Set([1]),
      { reviewed: false, brakes },
    );
    expect(violations).toEqual([
      'withdrawal 1: 10001 above the review threshold, sent unheld',
      'withdrawal 3: 2 withdrawals in the hour before it, sent unheld',
      "withdrawal 4: the day's withdrawals pass the daily cap, sent unheld",
      'withdrawal 5: in review yet sent to the payout provider',
      'held win w1: held yet credited',
    ]);
  });

  it('names what a reviewer left held, once a run had one', async () => {
    const violations: string[] = [];
    await checkBrakes(
      fakeSql({
        withdrawals: [withdrawal(2, 20_000, 1, { status: 'review', review_reason: 'amount' })],
        payouts: [],
        ledger_entries: [],
        held_wins: [
          { transaction_uuid: 'w1', user_id: 1, amount_cents: 900_000, status: 'held' },
          { transaction_uuid: 'w2', user_id: 1, amount_cents: 900_000, status: 'returned' },
        ],
      }),
      violations,
      new Set([1]),
      { reviewed: true, brakes },
    );
    expect(violations).toEqual([
      'withdrawal 2: still in review after the reviewer finished',
      'held win w1: still held after the reviewer finished',
    ]);
  });
});
