import { toCents } from '@velas/domain/money';
import { transactionSchema } from '@velas/domain/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { transactions } from '#/test/fixtures.ts';
import {
  recentDays,
  totalProcessing,
  totalWithdrawn,
  withdrawalsByDate,
} from './withdrawalsByDate.ts';

describe('withdrawals by date', () => {
  const withdraws = transactions('Withdraw').data;

  it('sums what left the account, in cents', () => {
    expect(totalWithdrawn(withdraws)).toBe(8000);
    expect(totalWithdrawn([])).toBe(0);
  });

  it('groups by the São Paulo day, oldest first', () => {
    const late = transactionSchema.parse({
      id: 9,
      created_at: '2026-11-21T02:30:00.000Z',
      amount: -1234,
      type: 'Withdraw',
      status: 'completed',
      source: null,
    });
    expect(withdrawalsByDate([...withdraws, late])).toEqual([
      { date: '2026-11-20', total: 5000 + 1234 },
      { date: '2026-11-21', total: 3000 },
    ]);
  });

  it('counts only paid withdrawals: processing apart, a failed one and its return nothing', () => {
    const entry = (id: number, amount: number, status: string) =>
      transactionSchema.parse({
        id,
        created_at: '2026-11-22T15:00:00.000Z',
        amount,
        type: 'Withdraw',
        status,
        source: null,
      });
    const states = [
      entry(20, -3000, 'paid'),
      entry(21, -4000, 'processing'),
      entry(22, -5000, 'failed'),
      entry(23, 5000, 'reversed'),
      entry(24, -6000, 'review'),
    ];
    expect(totalWithdrawn(states)).toBe(3000);
    // Held in review: off the balance, not paid yet.
    expect(totalProcessing(states)).toBe(10000);
    expect(withdrawalsByDate(states)).toEqual([{ date: '2026-11-22', total: 3000 }]);
  });

  it('keeps the last 30 calendar days up to today, a day without a withdrawal at zero', () => {
    const days = recentDays(
      [
        { date: '2026-10-01', total: toCents(900) },
        { date: '2026-11-20', total: toCents(6234) },
        { date: '2026-11-28', total: toCents(3000) },
      ],
      '2026-11-28',
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-30', total: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-11-28', total: 3000 });
    expect(days.find((day) => day.date === '2026-11-20')?.total).toBe(6234);
    expect(days.filter((day) => day.total > 0)).toHaveLength(2);
  });
});
