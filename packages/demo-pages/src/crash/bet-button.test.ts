import { describe, expect, it } from 'vitest';
import { betButtonView, queuedBetDue, type QueuedBet } from './bet-button.js';
import type { Bet } from './game-state.js';

const bet = (settled = false): Bet => ({
  afterMs: 1_000,
  amountCents: 200,
  autoCashout: null,
  cashout: null,
  settled,
  roundId: null,
  crashPoint: null,
  winCents: null,
});
const queued: QueuedBet = { amountCents: 200, autoCashout: null, askedIn: 1_000 };
const betting = { bet: null, flying: false, crashedNow: false };
const flying = { bet: null, flying: true, crashedNow: false };
const crashed = { bet: null, flying: false, crashedNow: true };

describe('the bet button', () => {
  it('bets in the betting window, and says the call is travelling until it answers', () => {
    expect(betButtonView(betting, null, false)).toEqual({ action: 'bet', text: 'bet' });
    expect(betButtonView(betting, null, true)).toEqual({ action: 'none', text: 'betSending' });
  });

  it('queues the next round’s bet during a flight or just after the crash, and then cancels it', () => {
    for (const phase of [flying, crashed])
      expect(betButtonView(phase, null, false)).toEqual({ action: 'queue', text: 'roundInFlight' });
    for (const phase of [flying, crashed, betting])
      expect(betButtonView(phase, queued, false)).toEqual({
        action: 'cancel',
        text: 'cancelQueued',
      });
  });

  it('waits while the player’s bet is placed or flies, and queues once it is settled or lost', () => {
    expect(betButtonView({ ...betting, bet: bet() }, null, false).action).toBe('none');
    expect(betButtonView({ ...flying, bet: bet() }, null, false)).toEqual({
      action: 'none',
      text: 'betFlying',
    });
    expect(betButtonView({ ...flying, bet: bet(true) }, null, false).action).toBe('queue');
    expect(betButtonView({ ...crashed, bet: bet() }, null, false).action).toBe('queue');
  });
});

describe('the queued bet', () => {
  const next = { afterMs: 5_000, takeoffAt: 10_000, bet: null };

  it('goes once a later round takes bets', () => {
    expect(queuedBetDue(queued, next, 6_000, false)).toBe(true);
  });

  it('waits for a later round, for its betting window and for a travelling call', () => {
    expect(queuedBetDue(queued, { ...next, afterMs: 1_000 }, 6_000, false)).toBe(false);
    expect(queuedBetDue(queued, next, 10_000, false)).toBe(false);
    expect(queuedBetDue(queued, next, 6_000, true)).toBe(false);
    expect(queuedBetDue(queued, { ...next, bet: bet() }, 6_000, false)).toBe(false);
    expect(queuedBetDue(null, next, 6_000, false)).toBe(false);
  });
});
