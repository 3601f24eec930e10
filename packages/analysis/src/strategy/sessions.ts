// The session loop of the replay on stored history: it reads one byte per
// round (1 = the round reached the target) and plays the rule, with nothing
// allocated per round. The simulator inlines the same loop for speed
// (simulate.ts), whose test holds it to a naive implementation.
import type { SessionPlan } from './plan.js';

export const ENDING = { ruin: 0, stopLoss: 1, stopWin: 2, completed: 3 } as const;

/** Per-session results, one slot per session. */
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

/**
 * Plays one session over `length` outcomes and writes it into slot `session`.
 * A session ends in ruin when the bankroll can't cover the plan's next stake,
 * at the stop-loss or stop-win level, or after its rounds. After a loss the
 * next bet climbs one gale level; a win, or a loss on the last level, goes
 * back to the first stake. Drawdown: the largest fall from the session's
 * highest bankroll so far (the start counts).
 */
export function playSession(
  plan: SessionPlan,
  outcomes: Uint8Array,
  length: number,
  records: SessionRecords,
  session: number,
): void {
  const { stakes, payouts, galeSteps, lossFloor, winCeiling } = plan;
  let bankroll = plan.bankroll;
  let peak = bankroll;
  let drawdown = 0;
  let wagered = 0;
  let level = 0;
  let played = 0;
  let ending: number = ENDING.completed;
  for (let round = 0; round < length; round++) {
    const stake = stakes[level] as number;
    if (bankroll < stake) {
      ending = ENDING.ruin;
      break;
    }
    bankroll -= stake;
    wagered += stake;
    played++;
    if (outcomes[round] === 1) {
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
  records.finals[session] = bankroll;
  records.drawdowns[session] = drawdown;
  records.wagered[session] = wagered;
  records.rounds[session] = played;
  records.endings[session] = ending;
}
