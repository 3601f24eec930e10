import { saoPauloDayStart } from '@velas/domain/calendar';
import { describe, expect, it } from 'vitest';
import { hourTest, hourTestOfRounds, roundsByHour } from './hour-test.js';

const hours = [
  { hour: 0, rounds: 40, hits: 4 },
  { hour: 1, rounds: 35, hits: 9 },
  { hour: 2, rounds: 0, hits: 0 },
  { hour: 5, rounds: 50, hits: 2 },
  { hour: 6, rounds: 45, hits: 5 },
  { hour: 7, rounds: 60, hits: 3 },
];

/** Pearson's χ² of the 2 × k table written out cell by cell, expected counts from the margins. */
function bruteForceStatistic(table: readonly { rounds: number; hits: number }[]): number {
  const played = table.filter((row) => row.rounds > 0);
  const total = played.reduce((sum, row) => sum + row.rounds, 0);
  const hits = played.reduce((sum, row) => sum + row.hits, 0);
  let statistic = 0;
  for (const row of played) {
    const cells = [
      [row.hits, (row.rounds * hits) / total],
      [row.rounds - row.hits, (row.rounds * (total - hits)) / total],
    ] as const;
    for (const [observed, expected] of cells) statistic += (observed - expected) ** 2 / expected;
  }
  return statistic;
}

describe('hourTest', () => {
  it('matches scipy chi2_contingency (correction=False) and skips hours without rounds', () => {
    // scipy 1.17.1 on [[4, 9, 2, 5, 3], [36, 26, 48, 40, 57]]:
    // 13.331569664902997, 4 df, p 0.009764343628460759
    const test = hourTest(hours, 10);
    expect(test.hours.map((row) => row.hour)).toEqual([0, 1, 5, 6, 7]);
    expect(test.degreesOfFreedom).toBe(4);
    expect(test.statistic).toBeCloseTo(13.331569664902997, 11);
    expect(test.statistic).toBeCloseTo(bruteForceStatistic(hours), 11);
    expect(Math.abs((test.pValue ?? Number.NaN) - 0.009764343628460759)).toBeLessThan(1e-12);
    expect(test.significant).toBe(true);
  });

  it('gives each hour its expected count from its own rounds', () => {
    const test = hourTest(hours, 10);
    const rate = 23 / 230;
    test.hours.forEach((row) => {
      expect(row.expected).toBeCloseTo(row.rounds * rate, 12);
      expect(row.theoretical).toBeCloseTo(row.rounds * 0.097, 12);
    });
    expect(test.fewExpected).toBe(true);
  });

  it('p-value for 2 degrees of freedom equals the closed form e^{−x/2}', () => {
    const three = [
      { hour: 8, rounds: 300, hits: 30 },
      { hour: 9, rounds: 280, hits: 21 },
      { hour: 10, rounds: 310, hits: 40 },
    ];
    const test = hourTest(three, 10);
    const statistic = bruteForceStatistic(three);
    expect(test.statistic).toBeCloseTo(statistic, 11);
    expect(Math.abs((test.pValue ?? Number.NaN) - Math.exp(-statistic / 2))).toBeLessThan(1e-9);
    expect(test.significant).toBe(false);
    expect(test.fewExpected).toBe(false);
  });

  it('has no test without hits, with only hits, or with one hour', () => {
    expect(
      hourTest(
        [
          { hour: 1, rounds: 10, hits: 0 },
          { hour: 2, rounds: 5, hits: 0 },
        ],
        100,
      ).pValue,
    ).toBeNull();
    expect(
      hourTest(
        [
          { hour: 1, rounds: 10, hits: 10 },
          { hour: 2, rounds: 5, hits: 5 },
        ],
        1,
      ).pValue,
    ).toBeNull();
    const single = hourTest([{ hour: 3, rounds: 10, hits: 2 }], 10);
    expect(single.pValue).toBeNull();
    expect(single.degreesOfFreedom).toBe(0);
    expect(single.significant).toBe(false);
  });

  it('rejects more hits than rounds', () => {
    expect(() => hourTest([{ hour: 1, rounds: 2, hits: 3 }], 10)).toThrow(RangeError);
  });
});

describe('hourTestOfRounds', () => {
  it('counts rounds and hits by São Paulo hour', () => {
    const start = saoPauloDayStart('2024-03-10');
    const hour = 3_600_000;
    const rounds = [
      { odd: 12, time: start + 60_000 },
      { odd: 1.5, time: start + 120_000 },
      { odd: 2, time: start + 5 * hour },
      { odd: 40, time: start + 5 * hour + 1 },
    ];
    const byHour = roundsByHour(rounds, 10);
    expect(byHour).toHaveLength(24);
    expect(byHour[0]).toEqual({ hour: 0, rounds: 2, hits: 1 });
    expect(byHour[5]).toEqual({ hour: 5, rounds: 2, hits: 1 });
    const test = hourTestOfRounds(rounds, 10);
    expect(test.hours.map((row) => row.hour)).toEqual([0, 5]);
    expect(test.statistic).toBe(0);
    expect(test.pValue).toBe(1);
  });
});
