// Session k draws from its own seeded stream, so rules and worker splits meet the same rounds.
import type { StrategyResult, StrategyRule } from '@velas/domain/schemas/strategy';
import { winThreshold } from './crash-threshold.js';
import { sessionPlan } from './plan.js';
import { playSession, sessionRecords, type SessionRecords } from './sessions.js';
import { summarise } from './summary.js';
import { seedSessionXoshiro128 } from './xoshiro128.js';

export const DEFAULT_SESSIONS = 10_000;

export interface SimulationOptions {
  sessions?: number;
  seed: number;
}

export interface SessionShare {
  seed: number;
  first: number;
  end: number;
}

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

export function simulateShare(rule: StrategyRule, share: SessionShare): SessionRecords {
  const plan = sessionPlan(rule);
  const threshold = winThreshold(plan.target);
  const records = sessionRecords(share.end - share.first);
  for (let session = share.first; session < share.end; session++)
    playSession(
      plan,
      {
        state: seedSessionXoshiro128(share.seed, session),
        threshold,
        length: plan.roundsPerSession,
      },
      records,
      session - share.first,
    );
  return records;
}

export function evenShares(total: number, parts: number): { first: number; end: number }[] {
  const count = Math.max(1, Math.min(parts, total));
  return Array.from({ length: count }, (_, index) => ({
    first: Math.floor((total * index) / count),
    end: Math.floor((total * (index + 1)) / count),
  }));
}

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
