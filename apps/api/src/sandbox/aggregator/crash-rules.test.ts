import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { BETTING_PHASE_MS, flightMs } from '#/history/simulator/schedule.js';
import { settleInFlight, tappedCashout } from './crash-rules.js';

const AFTER = 1_000_000;
const TAKEOFF = AFTER + BETTING_PHASE_MS;
/** The round in flight crashes at 3x. */
const ROUND = { odd: 3, timeMs: TAKEOFF + flightMs(3) };
const bet = {
  afterMs: AFTER,
  amountCents: toCents(1_000),
  autoCashout: null,
  cashoutAtMs: null,
  cashoutMultiplier: null,
};

describe('settleInFlight', () => {
  it('pays an automatic cash-out the multiplier has reached, at its multiplier', () => {
    const reached = TAKEOFF + flightMs(2);
    expect(settleInFlight({ ...bet, autoCashout: 2 }, ROUND, reached)).toEqual({
      cashout: 2,
      winCents: 2_000,
    });
  });

  it('leaves an automatic cash-out not reached yet unpaid, though the round will reach it', () => {
    const before = TAKEOFF + flightMs(2) - 1;
    expect(settleInFlight({ ...bet, autoCashout: 2 }, ROUND, before)).toEqual({
      cashout: null,
      winCents: 0,
    });
  });

  it('pays a tap before the crash instant, and the earlier of a tap and a reached automatic one', () => {
    const tap = { ...bet, cashoutAtMs: TAKEOFF + flightMs(1.5), cashoutMultiplier: 1.5 };
    const now = TAKEOFF + flightMs(2.5);
    expect(settleInFlight(tap, ROUND, now)).toEqual({ cashout: 1.5, winCents: 1_500 });
    expect(settleInFlight({ ...tap, autoCashout: 1.2 }, ROUND, now)).toEqual({
      cashout: 1.2,
      winCents: 1_200,
    });
  });

  it('pays no tap at or after the crash instant', () => {
    const late = { ...bet, cashoutAtMs: ROUND.timeMs, cashoutMultiplier: 3 };
    expect(settleInFlight(late, ROUND, ROUND.timeMs).cashout).toBeNull();
  });
});

describe('tappedCashout', () => {
  // The tap left the page at 1,08x; it reaches the server at 1,09x.
  const now = TAKEOFF + flightMs(1.09);
  const phase = { takeoffAt: TAKEOFF, multiplier: 1.09 };

  it('pays the multiplier the button showed, at the instant the flight reached it', () => {
    expect(tappedCashout(phase, now, 1.08)).toEqual({
      multiplier: 1.08,
      atMs: TAKEOFF + flightMs(1.08),
    });
  });

  it("never pays more than the server's multiplier: a page clock running ahead gets the server's", () => {
    expect(tappedCashout(phase, now, 1.12)).toEqual({ multiplier: 1.09, atMs: now });
    expect(tappedCashout(phase, now, undefined)).toEqual({ multiplier: 1.09, atMs: now });
  });

  it('reads the shown value in whole hundredths, as the button writes it', () => {
    expect(tappedCashout(phase, now, 1.0849).multiplier).toBe(1.08);
  });
});
