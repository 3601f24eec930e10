import { transactionSchema } from '@velas/domain/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { transactions } from '#/test/fixtures.ts';
import { totalProcessing, totalWithdrawn, withdrawalsByDate } from './withdrawalsByDate.ts';

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
});
