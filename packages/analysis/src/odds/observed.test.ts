import { describe, expect, it } from 'vitest';
import { crashOdds } from '../test/crash-odds.js';
import { oddsVsObserved } from './observed.js';

describe('oddsVsObserved', () => {
  it('counts hits per target with the sample size and interval', () => {
    const rows = oddsVsObserved([1, 2, 2.5, 10, 35, 150, 1.3, 1.99]);
    expect(rows.map((row) => [row.target, row.hits, row.rounds])).toEqual([
      [2, 5, 8],
      [10, 3, 8],
      [30, 2, 8],
      [100, 1, 8],
    ]);
    expect(rows[0]?.observed).toBe(5 / 8);
    expect(rows[0]?.theoretical).toBe(0.485);
    expect(rows[0]?.agreement).toBe('agrees');
  });

  it('agrees with the true odds on fair rounds and flags a rigged window', () => {
    const fair = oddsVsObserved(crashOdds(50_000, 3));
    expect(fair.map((row) => row.agreement)).toEqual(['agrees', 'agrees', 'agrees', 'agrees']);
    const rigged = oddsVsObserved(new Array<number>(1000).fill(1.5));
    expect(rigged[0]?.agreement).toBe('observedBelow');
  });

  it('has no observation for an empty window', () => {
    expect(oddsVsObserved([], [2])[0]).toMatchObject({
      observed: null,
      interval: null,
      agreement: null,
    });
  });
});
