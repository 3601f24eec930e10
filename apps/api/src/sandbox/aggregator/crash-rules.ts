import { toCents, type Cents } from '@velas/domain/money';
import { BETTING_PHASE_MS, flightMs, multiplierAt } from '#/history/simulator/schedule.js';

/** The bets the game takes, in cents (R$ 1,00 to R$ 1.000,00): the api refuses others, the page's chips stay inside. */
export const CRASH_BET_CENTS = { min: 100, max: 100_000 } as const;

/**
 * The amount the bet field opens with: the smallest bet. A first round the
 * player did not size should cost the least it can (docs/product/games.md).
 */
export const CRASH_FIRST_BET_CENTS = toCents(CRASH_BET_CENTS.min);

/** The quick amounts under the bet field, in cents: one tap instead of typing. */
export const CRASH_QUICK_CENTS = [500, 1_000, 5_000] as const;

export type Phase =
  | { phase: 'betting'; afterMs: number; takeoffAt: number }
  | { phase: 'flying'; afterMs: number; takeoffAt: number; multiplier: number };

/** Where the game stands at `now`, after the round that crashed at `latestCrashMs`. */
export function phaseAt(latestCrashMs: number, now: number): Phase {
  const takeoffAt = latestCrashMs + BETTING_PHASE_MS;
  if (now < takeoffAt) return { phase: 'betting', afterMs: latestCrashMs, takeoffAt };
  return {
    phase: 'flying',
    afterMs: latestCrashMs,
    takeoffAt,
    multiplier: multiplierAt(now - takeoffAt),
  };
}

/**
 * The cash-out a tap asked for: the multiplier its button showed, paid at the
 * instant the flight reached it, so the button's words are what is paid (the
 * tap reaches the server a tick or more later, when the multiplier is higher).
 * The multiplier only grows, so a shown value at or under the server's is one
 * the round already passed without crashing; a larger one (a clock running
 * ahead) is never granted: the server's own multiplier is paid instead.
 */
export function tappedCashout(
  phase: { takeoffAt: number; multiplier: number },
  now: number,
  shown: number | undefined,
): { multiplier: number; atMs: number } {
  const asked = shown === undefined ? null : Math.floor(shown * 100 + 1e-6) / 100;
  if (asked === null || asked >= phase.multiplier)
    return { multiplier: phase.multiplier, atMs: now };
  return { multiplier: asked, atMs: Math.min(now, phase.takeoffAt + flightMs(asked)) };
}

export interface SettledBet {
  /** The multiplier the bet was paid at; null: lost. */
  cashout: number | null;
  winCents: Cents;
}

interface BetToSettle {
  amountCents: Cents;
  autoCashout: number | null;
  cashoutAtMs: number | null;
  cashoutMultiplier: number | null;
}

export function settleBet(bet: BetToSettle, round: { odd: number; timeMs: number }): SettledBet {
  const options: number[] = [];
  if (bet.cashoutAtMs !== null && bet.cashoutMultiplier !== null && bet.cashoutAtMs < round.timeMs)
    options.push(bet.cashoutMultiplier);
  if (bet.autoCashout !== null && bet.autoCashout <= round.odd) options.push(bet.autoCashout);
  if (options.length === 0) return { cashout: null, winCents: toCents(0) };
  // Whichever came first: the multiplier only grows, so the lower one.
  const cashout = Math.min(...options);
  return {
    cashout,
    winCents: toCents(Math.floor((bet.amountCents * Math.round(cashout * 100)) / 100)),
  };
}

/**
 * A bet of the round in flight settled at `now`, before its round is stored:
 * its automatic cash-out counts only once the multiplier has reached it.
 */
export function settleInFlight(
  bet: BetToSettle & { afterMs: number },
  round: { odd: number; timeMs: number },
  now: number,
): SettledBet {
  const takeoffAt = bet.afterMs + BETTING_PHASE_MS;
  const reached = bet.autoCashout !== null && takeoffAt + flightMs(bet.autoCashout) <= now;
  return settleBet({ ...bet, autoCashout: reached ? bet.autoCashout : null }, round);
}
