// One loop, so the rules of play are written once (packages/analysis/README.md).
import type { WinThreshold } from './crash-threshold.js';
import type { SessionPlan } from './plan.js';

export const ENDING = { ruin: 0, stopLoss: 1, stopWin: 2, completed: 3 } as const;

const SIGN_BIT = 0x80000000 | 0;

export type SessionRounds =
  /** Stored history: one byte a round, 1 when it reached the target; `length` of them. */
  | { outcomes: Uint8Array; length: number }
  /**
   * A session's own xoshiro128** stream (simulate.ts): two words a round, the
   * 52-bit draw of crash-threshold.ts against the threshold; nothing drawn
   * after the session ends.
   */
  | { state: Uint32Array; threshold: WinThreshold; length: number };

export interface SessionRecords {
  finals: Float64Array;
  drawdowns: Float64Array;
  wagered: Float64Array;
  rounds: Uint32Array;
  endings: Uint8Array;
}

export function sessionRecords(sessions: number): SessionRecords {
  return {
    finals: new Float64Array(sessions),
    drawdowns: new Float64Array(sessions),
    wagered: new Float64Array(sessions),
    rounds: new Uint32Array(sessions),
    endings: new Uint8Array(sessions),
  };
}

const NO_STATE = new Uint32Array(4);
const NO_THRESHOLD: WinThreshold = { draw: 0, high: 0, low: 0 };

/** Drawdown counts the start as the session's highest bankroll so far. */
export function playSession(
  plan: SessionPlan,
  rounds: SessionRounds,
  records: SessionRecords,
  slot: number,
): void {
  const { stakes, payouts, galeSteps, lossFloor, winCeiling } = plan;
  const { length } = rounds;
  const outcomes = 'outcomes' in rounds ? rounds.outcomes : null;
  const state = 'state' in rounds ? rounds.state : NO_STATE;
  const threshold = 'threshold' in rounds ? rounds.threshold : NO_THRESHOLD;
  const highest = threshold.high;
  const lowest = (threshold.low ^ SIGN_BIT) | 0;
  let s0 = (state[0] as number) | 0;
  let s1 = (state[1] as number) | 0;
  let s2 = (state[2] as number) | 0;
  let s3 = (state[3] as number) | 0;
  let bankroll = plan.bankroll;
  let peak = bankroll;
  let drawdown = 0;
  let wagered = 0;
  let level = 0;
  let played = 0;
  let ending: number = ENDING.completed;
  for (let round = 0; round < length; round++) {
    let won: boolean;
    if (outcomes !== null) {
      won = outcomes[round] === 1;
    } else {
      // Two xoshiro128** words (xoshiro128.ts's nextWord, inlined): the
      // first's high 20 bits and all 32 of the second make the 52-bit draw.
      let high = 0;
      let second = 0;
      for (let word = 0; word < 2; word++) {
        const product = Math.imul(s1, 5);
        const output = Math.imul((product << 7) | (product >>> 25), 9);
        const shifted = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= shifted;
        s3 = (s3 << 11) | (s3 >>> 21);
        // The second is compared as a signed 32-bit integer with the sign bit
        // flipped, which orders it as unsigned: the loop stays in small integers.
        if (word === 0) high = output >>> 12;
        else second = output ^ SIGN_BIT;
      }
      won = high > highest || (high === highest && second >= lowest);
    }

    const stake = stakes[level] as number;
    if (bankroll < stake) {
      ending = ENDING.ruin;
      break;
    }
    bankroll -= stake;
    wagered += stake;
    played++;
    if (won) {
      bankroll += payouts[level] as number;
      level = 0;
      if (bankroll > peak) peak = bankroll;
    } else {
      level = level < galeSteps ? level + 1 : 0;
      if (peak - bankroll > drawdown) drawdown = peak - bankroll;
    }
    if (bankroll <= lossFloor) {
      ending = ENDING.stopLoss;
      break;
    }
    if (bankroll >= winCeiling) {
      ending = ENDING.stopWin;
      break;
    }
  }
  records.finals[slot] = bankroll;
  records.drawdowns[slot] = drawdown;
  records.wagered[slot] = wagered;
  records.rounds[slot] = played;
  records.endings[slot] = ending;
}
