import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANKROLL_PROFILES,
  bankrollPlan,
  bankrollRunsOut,
  type BankrollProfile,
} from './bankroll.js';
import { BANKROLL_DEFAULT_START } from './constants.js';
import { toCents } from './money.js';

describe('bankrollPlan', () => {
  it('compounds the moderate goal from the default R$ 1.000,00', () => {
    const rows = bankrollPlan({
      start: BANKROLL_DEFAULT_START,
      profile: 'moderado',
      today: '2026-11-22',
    });
    expect(rows[0]).toEqual({
      date: '2026-11-22',
      openingBalance: 100000,
      goal: 10000,
      stopLoss: 20000,
      closingBalance: 110000,
      expectedBalance: 99700,
    });
    expect(rows[1]).toMatchObject({ date: '2026-11-23', openingBalance: 110000, goal: 11000 });
    expect(rows.at(-1)?.date).toBe('2026-12-21');
  });

  it('keeps its invariants for any start and profile', () => {
    const profiles = Object.keys(BANKROLL_PROFILES) as BankrollProfile[];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...profiles),
        (start, profile) => {
          const rows = bankrollPlan({ start: toCents(start), profile, today: '2026-02-27' });
          expect(rows).toHaveLength(30);
          rows.forEach((row, day) => {
            expect(Number.isInteger(row.goal)).toBe(true);
            expect(row.stopLoss).toBe(row.goal * 2);
            expect(row.closingBalance).toBe(row.openingBalance + row.goal);
            if (day > 0) expect(row.openingBalance).toBe(rows[day - 1]?.closingBalance);
            // No one loses more than the bankroll they put in: the line stops at zero.
            expect(row.expectedBalance).toBeGreaterThanOrEqual(0);
            // The expected line never rises: every stake loses the house edge on average.
            expect(row.expectedBalance).toBeLessThanOrEqual(
              day > 0 ? (rows[day - 1]?.expectedBalance ?? 0) : start,
            );
          });
        },
      ),
    );
  });

  it('stops the aggressive expected line at zero, the day the bankroll runs out', () => {
    const rows = bankrollPlan({
      start: BANKROLL_DEFAULT_START,
      profile: 'agressivo',
      today: '2026-11-22',
    });
    // Day 25 still has money; the stakes of day 26 would take it below zero.
    expect(rows[24]?.expectedBalance).toBeGreaterThan(0);
    expect(rows.slice(25).map((row) => row.expectedBalance)).toEqual(Array(5).fill(0));
    expect(bankrollRunsOut(rows)).toEqual({ day: 26, date: '2026-12-17' });
  });

  it('runs out on no day when the expected line stays above zero', () => {
    for (const profile of ['conservador', 'moderado'] as const)
      expect(
        bankrollRunsOut(
          bankrollPlan({ start: BANKROLL_DEFAULT_START, profile, today: '2026-11-22' }),
        ),
      ).toBeNull();
  });

  it('crosses month ends on the calendar', () => {
    const rows = bankrollPlan({
      start: toCents(1000),
      profile: 'conservador',
      today: '2028-02-28',
    });
    expect(rows.slice(0, 3).map((row) => row.date)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});
