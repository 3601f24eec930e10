import { config } from './config.js';
import { paidAt } from './money.js';

export interface Round {
  id: number;
  odd: number;
}
export interface Bet {
  afterMs: number;
  amountCents: number;
  autoCashout: number | null;
  cashout: number | null;
  settled: boolean;
  roundId: number | null;
  crashPoint: number | null;
  winCents: number | null;
}
export interface GameState {
  serverNow: number;
  afterMs: number;
  takeoffAt: number;
  balanceCents: number;
  recent: Round[];
  bets: Bet[];
}

export const game = {
  state: null as GameState | null,
  landed: null as { odd: number; time: number } | null,
  offset: 0,
  busy: false,
  /**
   * The round (its afterMs) the notice was said in: a refusal belongs to its
   * round and clears when the next round's betting window opens.
   */
  noticeRound: null as number | null,
};

export const multiplierAt = (ms: number) => Math.floor(100 * Math.exp(config.growth * ms)) / 100;

export const roundBet = (current: GameState) =>
  current.bets.find((b) => b.afterMs === current.afterMs) || null;

/**
 * The bet whose result is said under the curve: the round's own, or in the
 * betting window the one of the round that just crashed. None once the next
 * round takes off, so a result never reads as a later round's.
 */
export function resultBet(current: GameState, bet: Bet | null, betting: boolean): Bet | null {
  if (bet || !betting) return bet;
  const last = current.recent[0];
  return (last && current.bets.find((b) => b.roundId === last.id)) || null;
}

/**
 * Held until the state call brings the server's answer, and after the crash
 * when the round reached it, so the cash-out shown in flight does not blink
 * away: the page never offers more than it pays (crash-rules.ts settleInFlight).
 */
export function autoCashedOut(
  bet: Bet | null,
  m: number,
  flying: boolean,
  crashOdd: number | null,
): Bet | null {
  if (!bet || bet.settled || bet.cashout !== null || bet.autoCashout === null) return bet;
  const reached = flying ? m : crashOdd;
  if (reached === null || reached < bet.autoCashout) return bet;
  return {
    ...bet,
    settled: true,
    cashout: bet.autoCashout,
    winCents: paidAt(bet.amountCents, bet.autoCashout),
  };
}
