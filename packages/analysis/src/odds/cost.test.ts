import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { costPerHour, expectedLoss, roundsPerHour } from './cost.js';

describe('expectedLoss', () => {
  it('is 3% of the amount wagered, half up to the centavo', () => {
    expect(expectedLoss(toCents(100_000))).toBe(3000);
    expect(expectedLoss(toCents(50))).toBe(2); // 1.5 -> 2
    expect(expectedLoss(toCents(49))).toBe(1); // 1.47 -> 1
    for (let wagered = 0; wagered < 5000; wagered += 7) {
      const exactTimes100 = wagered * 3; // loss in hundredths of a centavo
      expect(expectedLoss(toCents(wagered))).toBe(Math.floor((exactTimes100 + 50) / 100));
    }
  });
});

describe('roundsPerHour', () => {
  it('is the gaps between rounds over the time they span, rounded', () => {
    const times = Array.from({ length: 61 }, (_, index) => index * 90_000); // every 90 s
    expect(roundsPerHour(times)).toBe(40);
    expect(roundsPerHour([5])).toBeNull();
    expect(roundsPerHour([5, 5])).toBeNull();
  });
});

describe('costPerHour', () => {
  it('is stake × rounds × 3% in exact cents', () => {
    expect(costPerHour(toCents(500), 40)).toBe(600); // R$ 5 × 40 × 3% = R$ 6,00
    expect(costPerHour(toCents(1), 17)).toBe(1); // 0.51 -> 1
    expect(() => costPerHour(toCents(100), 40.5)).toThrow(RangeError);
  });
});
