// The strategy lab's Monte Carlo (docs/product.md#strategy-lab): sessions of the player's
// rule over rounds drawn from the exact crash distribution with a seeded
// xoshiro128**. Session k draws from its own stream (seedSessionXoshiro128),
// whatever the rule does with it and whichever worker plays it, so two rules
// run with one seed meet the same rounds, and a simulation split across
// workers gives the same sessions as one played in a single thread.
import type { StrategyResult, StrategyRule } from '@velas/domain/schemas/strategy';
import { winThreshold, type WinThreshold } from './crash-threshold.js';
import { sessionPlan, type SessionPlan } from './plan.js';
import { ENDING, sessionRecords, type SessionRecords } from './sessions.js';
import { summarise } from './summary.js';
import { seedSessionXoshiro128 } from './xoshiro128.js';

export const DEFAULT_SESSIONS = 10_000;
const SIGN_BIT = 0x80000000 | 0;

export interface SimulationOptions {
  sessions?: number;
  seed: number;
}

/** Sessions first to end − 1 of a simulation: one worker's share. */
export interface SessionShare {
  seed: number;
  first: number;
  end: number;
}

/** Per-session records of a simulation (what `simulateStrategy` summarises). */
export function simulateSessions(
  rule: StrategyRule,
  { sessions = DEFAULT_SESSIONS, seed }: SimulationOptions,
): SessionRecords {
  checkSessions(sessions);
  return simulateShare(rule, { seed, first: 0, end: sessions });
}

export function checkSessions(sessions: number): void {
  if (!Number.isInteger(sessions) || sessions < 1)
    throw new RangeError(`sessions must be a whole number >= 1: ${sessions}`);
}

/** The records of sessions first to end − 1, as simulateSessions gives them. */
export function simulateShare(rule: StrategyRule, share: SessionShare): SessionRecords {
  const plan = sessionPlan(rule);
  const threshold = winThreshold(plan.target);
  const records = sessionRecords(share.end - share.first);
  for (let session = share.first; session < share.end; session++)
    playDrawnSession(
      plan,
      threshold,
      seedSessionXoshiro128(share.seed, session),
      records,
      session - share.first,
    );
  return records;
}

/** `total` split into `parts` contiguous shares as even as can be, in order. */
export function evenShares(total: number, parts: number): { first: number; end: number }[] {
  const count = Math.max(1, Math.min(parts, total));
  return Array.from({ length: count }, (_, index) => ({
    first: Math.floor((total * index) / count),
    end: Math.floor((total * (index + 1)) / count),
  }));
}

/** Concatenates shares' records in session order. */
export function joinShares(shares: readonly SessionRecords[]): SessionRecords {
  const joined = sessionRecords(shares.reduce((sum, share) => sum + share.finals.length, 0));
  let at = 0;
  for (const share of shares) {
    joined.finals.set(share.finals, at);
    joined.drawdowns.set(share.drawdowns, at);
    joined.wagered.set(share.wagered, at);
    joined.rounds.set(share.rounds, at);
    joined.endings.set(share.endings, at);
    at += share.finals.length;
  }
  return joined;
}

export function simulateStrategy(rule: StrategyRule, options: SimulationOptions): StrategyResult {
  return summariseSimulation(rule, options.seed, simulateSessions(rule, options));
}

export function summariseSimulation(
  rule: StrategyRule,
  seed: number,
  records: SessionRecords,
): StrategyResult {
  return summarise(records, {
    bankroll: rule.bankroll,
    roundsPerSession: rule.roundsPerSession,
    seed,
  });
}

/**
 * playSession (sessions.ts) with the rounds drawn as they are played: two
 * xoshiro128** words a round (the 52-bit draw of crash-threshold.ts), the
 * generator's state in locals, nothing drawn after the session ends. The
 * rules of play are playSession's, line for line; simulate.test.ts holds the
 * two, and the naive implementation, to the same sessions.
 */
function playDrawnSession(
  plan: SessionPlan,
  threshold: WinThreshold,
  state: Uint32Array,
  records: SessionRecords,
  slot: number,
): void {
  const { stakes, payouts, galeSteps, lossFloor, winCeiling } = plan;
  const highest = threshold.high;
  const lowest = (threshold.low ^ SIGN_BIT) | 0;
  const length = plan.roundsPerSession;
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
    // xoshiro128**, twice (xoshiro128.ts's nextWord, inlined).
    let product = Math.imul(s1, 5);
    const first = Math.imul((product << 7) | (product >>> 25), 9);
    let shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = (s3 << 11) | (s3 >>> 21);
    product = Math.imul(s1, 5);
    // Compared as signed 32-bit integers with the sign bit flipped, which
    // orders them as unsigned: the loop stays in small integers.
    const second = Math.imul((product << 7) | (product >>> 25), 9) ^ SIGN_BIT;
    shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = (s3 << 11) | (s3 >>> 21);
    const high = first >>> 12;

    const stake = stakes[level] as number;
    if (bankroll < stake) {
      ending = ENDING.ruin;
      break;
    }
    bankroll -= stake;
    wagered += stake;
    played++;
    if (high > highest || (high === highest && second >= lowest)) {
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
