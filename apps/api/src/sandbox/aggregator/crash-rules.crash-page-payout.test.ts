// The crash page shows and pays nothing the server does not: its `paidAt`
// (packages/demo-pages/src/crash/money.ts), which prices the "Retirar" button
// and the automatic cash-out the moment it fires, must come to the same cents
// as settleBet, which moves the money. The page's script is a bundled browser
// script, so its function is read from the served file and evaluated as it is.
import { runInNewContext } from 'node:vm';
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { multiplierAt } from '#/history/simulator/schedule.js';
import { CRASH_SCRIPT } from './crash-page.js';
import { CRASH_BET_CENTS, settleBet } from './crash-rules.js';

function pagePaidAt(): (cents: number, m: number) => number {
  // The bundle declares the module's const with `var`.
  const source = /(?:const|var) paidAt = (\(cents, m\) => [^;]+);/.exec(CRASH_SCRIPT)?.[1];
  if (source === undefined) throw new Error('crash-game.js has no `var paidAt = (cents, m) => …;`');
  return runInNewContext(source) as (cents: number, m: number) => number;
}

const BETS = [
  CRASH_BET_CENTS.min,
  101,
  115,
  199,
  333,
  500,
  777,
  999,
  1_000,
  1_234,
  5_000,
  9_999,
  33_333,
  CRASH_BET_CENTS.max,
];
/** Every hundredth from 1,01x to 30,00x, some large ones, and what the flight shows over a minute. */
const MULTIPLIERS = [
  ...Array.from({ length: 2_900 }, (_, i) => (101 + i) / 100),
  ...[45.67, 99.99, 123.45, 500.01, 999.99, 1000],
  ...Array.from({ length: 600 }, (_, i) => multiplierAt(i * 97)),
];

describe("the crash page's payout and the server's", () => {
  const paidAt = pagePaidAt();
  const serverPays = (cents: number, m: number) => ({
    automatic: settleBet(
      { amountCents: toCents(cents), autoCashout: m, cashoutAtMs: null, cashoutMultiplier: null },
      { odd: m, timeMs: 1 },
    ).winCents,
    tapped: settleBet(
      { amountCents: toCents(cents), autoCashout: null, cashoutAtMs: 0, cashoutMultiplier: m },
      { odd: m, timeMs: 1 },
    ).winCents,
  });

  it('comes to the same cents for every bet and multiplier, automatic or tapped', () => {
    const disagreements = BETS.flatMap((cents) =>
      MULTIPLIERS.flatMap((m) => {
        const page = paidAt(cents, m);
        const server = serverPays(cents, m);
        return page === server.automatic && page === server.tapped
          ? []
          : [{ cents, m, page, ...server }];
      }),
    );
    expect(disagreements).toEqual([]);
  });

  it('pays whole hundredths, not a float short: 1,15x on R$ 1,00 is R$ 1,15', () => {
    expect(paidAt(100, 1.15)).toBe(115);
    expect(serverPays(100, 1.15)).toEqual({ automatic: 115, tapped: 115 });
    expect(paidAt(500, 1.5)).toBe(750);
  });
});
