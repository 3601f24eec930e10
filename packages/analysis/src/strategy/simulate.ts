// The strategy lab's Monte Carlo (docs/product.md#strategy-lab): sessions of the player's
// rule over rounds drawn from the exact crash distribution with a seeded
// xoshiro128**. Session k always uses draws k·R to (k+1)·R − 1 whatever the
// rule does with them, so two rules run with one seed meet the same rounds.
import type { StrategyResult, StrategyRule } from '@velas/domain/schemas/strategy';
import { winThreshold } from './crash-threshold.js';
import { fillOutcomes } from './outcomes.js';
import { sessionPlan } from './plan.js';
import { playSession, sessionRecords, type SessionRecords } from './sessions.js';
import { summarise } from './summary.js';
import { seedXoshiro128 } from './xoshiro128.js';

export const DEFAULT_SESSIONS = 10_000;

export interface SimulationOptions {
  sessions?: number;
  seed: number;
}

/** Per-session records of a simulation (what `simulateStrategy` summarises). */
export function simulateSessions(
  rule: StrategyRule,
  { sessions = DEFAULT_SESSIONS, seed }: SimulationOptions,
): SessionRecords {
  if (!Number.isInteger(sessions) || sessions < 1)
    throw new RangeError(`sessions must be a whole number >= 1: ${sessions}`);
  const plan = sessionPlan(rule);
  const threshold = winThreshold(plan.target);
  const state = seedXoshiro128(seed);
  const length = plan.roundsPerSession;
  const outcomes = new Uint8Array(length);
  const records = sessionRecords(sessions);
  for (let session = 0; session < sessions; session++) {
    fillOutcomes(state, threshold, outcomes, length);
    playSession(plan, outcomes, length, records, session);
  }
  return records;
}

export function simulateStrategy(rule: StrategyRule, options: SimulationOptions): StrategyResult {
  return summarise(simulateSessions(rule, options), {
    bankroll: rule.bankroll,
    roundsPerSession: rule.roundsPerSession,
    seed: options.seed,
  });
}
