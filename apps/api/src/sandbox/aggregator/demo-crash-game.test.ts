import { gamesMessages } from '@velas/domain/messages/games';
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { CRASH_BET_CENTS } from './crash-rules.js';
import { betCallRefusal, storedAutoCashout } from './demo-crash-game.js';

const call = (amountCents: number, autoCashout: number | null = null) => ({
  amountCents: toCents(amountCents),
  autoCashout,
});

describe('betCallRefusal', () => {
  it('takes the amounts from the least to the most bet, with or without an automatic cash-out', () => {
    expect(betCallRefusal(call(CRASH_BET_CENTS.min))).toBeNull();
    expect(betCallRefusal(call(CRASH_BET_CENTS.max, 1000))).toBeNull();
    expect(betCallRefusal(call(500, 1.01))).toBeNull();
  });

  it('refuses an amount outside the bounds', () => {
    expect(betCallRefusal(call(CRASH_BET_CENTS.min - 1))).toBe(gamesMessages.crashInvalidAmount);
    expect(betCallRefusal(call(CRASH_BET_CENTS.max + 1))).toBe(gamesMessages.crashInvalidAmount);
  });

  it('refuses an automatic cash-out below 1.01x, above 1000x or not a number', () => {
    for (const auto of [1, 1000.01, Number.NaN])
      expect(betCallRefusal(call(500, auto))).toBe(gamesMessages.crashInvalidAutoCashout);
  });
});

describe('storedAutoCashout', () => {
  it('keeps every hundredth the page can send as typed, 1,01x to 1000x', () => {
    const changed = Array.from({ length: 99_900 }, (_, i) => (101 + i) / 100).filter(
      (typed) => storedAutoCashout(Number(typed.toFixed(2))) !== typed,
    );
    expect(changed).toEqual([]);
    // The floor alone read these a hundredth short.
    expect([1.15, 2.01, 4.35].map(storedAutoCashout)).toEqual([1.15, 2.01, 4.35]);
  });

  it('drops decimals beyond the hundredth, never rounding up', () => {
    expect(storedAutoCashout(1.157)).toBe(1.15);
    expect(storedAutoCashout(2.999)).toBe(2.99);
  });
});
