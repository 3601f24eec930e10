// What the bet button does and says, from the round's phase, the player's bet
// and the bet queued for the next round. As in the crash games players know,
// a tap while the round flies queues the next round's bet and the button
// offers to cancel it; the page places it through the same call as "Apostar"
// once the next round opens for bets (docs/product/games.md#demo-crash-game).
// No import reads the page, so the rules are tested without one.
import type { Bet } from './game-state.js';

/** A bet the player asked for during a flight: amount, automatic cash-out, the round it was asked in. */
export interface QueuedBet {
  amountCents: number;
  autoCashout: number | null;
  /** The afterMs of the round that was flying: the bet goes to a later one. */
  askedIn: number;
}

export const queue = { bet: null as QueuedBet | null };

/** What a tap does: bet now, queue for the next round, cancel the queued bet, or nothing. */
export type BetAction = 'bet' | 'queue' | 'cancel' | 'none';

export interface BetButtonView {
  action: BetAction;
  /** A key of the page's texts (crashPageTexts). */
  text: 'bet' | 'betSending' | 'roundInFlight' | 'cancelQueued' | 'betPlaced' | 'betFlying';
}

export interface BetPhase {
  bet: Bet | null;
  flying: boolean;
  crashedNow: boolean;
}

export function betButtonView(
  { bet, flying, crashedNow }: BetPhase,
  queued: QueuedBet | null,
  busy: boolean,
): BetButtonView {
  if (queued) return { action: 'cancel', text: 'cancelQueued' };
  const betting = !flying && !crashedNow;
  if (bet && (betting || (!bet.settled && !crashedNow)))
    return { action: 'none', text: flying ? 'betFlying' : 'betPlaced' };
  // The call travelling: said at once, so the player neither taps twice nor doubts the first tap.
  if (busy) return { action: 'none', text: betting ? 'betSending' : 'roundInFlight' };
  return betting ? { action: 'bet', text: 'bet' } : { action: 'queue', text: 'roundInFlight' };
}

/**
 * Whether the queued bet goes now: the state is of a later round than the
 * one it was asked in, that round still takes bets, it has none yet, and no
 * call is travelling.
 */
export function queuedBetDue(
  queued: QueuedBet | null,
  round: { afterMs: number; takeoffAt: number; bet: Bet | null },
  now: number,
  busy: boolean,
): boolean {
  return (
    queued !== null &&
    !busy &&
    round.afterMs > queued.askedIn &&
    now < round.takeoffAt &&
    round.bet === null
  );
}
