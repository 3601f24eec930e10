import type { StrategyRule } from '@velas/domain/schemas/strategy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashChance } from '../odds/crash-chance.js';
import { naiveSimulateSessions } from '../test/naive-strategy.js';
import { strategyRule } from '../test/strategy-rules.js';
import { sessionPlan } from './plan.js';
import {
  evenShares,
  joinShares,
  simulateSessions,
  simulateShare,
  simulateStrategy,
} from './simulate.js';

/**
 * Exact distribution of a session's end by dynamic programming over (bankroll,
 * gale level), with P(win) = 0.97/target: mean final bankroll, mean wagered
 * and the chance of ruin, with no sampling at all.
 */
function exactSession(rule: StrategyRule) {
  const plan = sessionPlan(rule);
  const p = crashChance(rule.target);
  let states = new Map<string, { bankroll: number; level: number; wagered: number; p: number }>();
  states.set(`${plan.bankroll}:0`, { bankroll: plan.bankroll, level: 0, wagered: 0, p: 1 });
  let meanFinal = 0;
  let meanWagered = 0;
  let ruin = 0;
  const settle = (state: { bankroll: number; wagered: number; p: number }, ruined = false) => {
    meanFinal += state.p * state.bankroll;
    meanWagered += state.p * state.wagered;
    if (ruined) ruin += state.p;
  };
  for (let round = 0; round < rule.roundsPerSession; round++) {
    const next = new Map<string, { bankroll: number; level: number; wagered: number; p: number }>();
    for (const state of states.values()) {
      const stake = plan.stakes[state.level] as number;
      if (state.bankroll < stake) {
        settle(state, true);
        continue;
      }
      const branches = [
        {
          bankroll: state.bankroll - stake + (plan.payouts[state.level] as number),
          level: 0,
          q: p,
        },
        {
          bankroll: state.bankroll - stake,
          level: state.level < plan.galeSteps ? state.level + 1 : 0,
          q: 1 - p,
        },
      ];
      for (const branch of branches) {
        // Wagered differs by path, so it is carried as a conditional mean per state.
        const reached = {
          bankroll: branch.bankroll,
          wagered: state.wagered + stake,
          p: state.p * branch.q,
        };
        if (branch.bankroll <= plan.lossFloor || branch.bankroll >= plan.winCeiling) {
          settle(reached);
          continue;
        }
        const key = `${branch.bankroll}:${branch.level}`;
        const existing = next.get(key);
        if (existing) {
          existing.wagered =
            (existing.wagered * existing.p + reached.wagered * reached.p) /
            (existing.p + reached.p);
          existing.p += reached.p;
        } else next.set(key, { ...reached, level: branch.level });
      }
    }
    states = next;
  }
  for (const state of states.values()) settle(state);
  return { meanFinal, meanWagered, ruin };
}

const galeRule = strategyRule({
  bankroll: 1_000,
  stake: 100,
  target: 2,
  gale: { steps: 2, multiplier: 2 },
  stopWin: 500,
  roundsPerSession: 30,
});

describe('simulateStrategy', () => {
  it('matches the naive implementation session by session (same stream, exact crash formula)', () => {
    const rules = [
      galeRule,
      strategyRule({ target: 1.37, gale: { steps: 3, multiplier: 2.5 }, stopLoss: 2_500 }),
      strategyRule({ bankroll: 500, stake: 33, target: 10, roundsPerSession: 400 }),
      strategyRule({ target: 100, stopWin: 1_000, roundsPerSession: 1_000 }),
    ];
    for (const rule of rules) {
      const fast = simulateSessions(rule, { sessions: 300, seed: 42 });
      const naive = naiveSimulateSessions(rule, 300, 42);
      expect(fast).toEqual(naive);
    }
  });

  it('gives the same sessions for a seed however they are shared among workers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 12 }),
        (seed, sessions, workers) => {
          const whole = simulateSessions(galeRule, { sessions, seed });
          const shares = evenShares(sessions, workers).map(({ first, end }) =>
            simulateShare(galeRule, { seed, first, end }),
          );
          expect(joinShares(shares)).toEqual(whole);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('repeats the same figures for the same seed, and carries the seed', () => {
    const first = simulateStrategy(galeRule, { sessions: 2_000, seed: 7 });
    expect(simulateStrategy(galeRule, { sessions: 2_000, seed: 7 })).toEqual(first);
    expect(first.seed).toBe(7);
    expect(simulateStrategy(galeRule, { sessions: 2_000, seed: 8 })).not.toEqual(first);
  });

  it('gives the median length of a session beside the mean: a few long sessions pull the mean up', () => {
    // R$ 100,00 at R$ 5,00 a round, cashing out at 2x, until the budget can't cover a bet.
    const rule = strategyRule({ bankroll: 10_000, stake: 500, roundsPerSession: 10_000 });
    const options = { sessions: 2_000, seed: 1 };
    const result = simulateStrategy(rule, options);
    const lengths = Array.from(simulateSessions(rule, options).rounds).sort((a, b) => a - b);
    expect(result.roundsMedian).toBe(lengths[(lengths.length - 1) >> 1]);
    const mean = result.roundsPlayed / result.sessions;
    expect(result.roundsMedian).toBeLessThan(mean * 0.8);
    expect(result.endings.ruin).toBe(2_000);
  });

  it('mean final bankroll is within 4 standard errors of bankroll − 3% of the expected wager', () => {
    // 100 flat bets of R$ 1 at 2x from R$ 100: ruin can't happen, so E[final] =
    // 10 000 − 0.03 × 10 000.
    const rule = strategyRule({ roundsPerSession: 100 });
    const result = simulateStrategy(rule, { sessions: 10_000, seed: 2024 });
    expect(result.endings.completed).toBe(10_000);
    expect(result.totalWagered).toBe(10_000 * 100 * 100);
    expect(Math.abs(result.finalBankroll.mean - 9_700)).toBeLessThan(
      4 * result.finalBankroll.standardError,
    );
    expect(result.expectedLoss).toBe(3_000_000);
  });

  it('agrees with the exact distribution of a gale rule with stop-win and ruin', () => {
    const exact = exactSession(galeRule);
    // Every bet loses 3% of its stake on average, whatever the rule (optional stopping).
    expect(exact.meanFinal).toBeCloseTo(1_000 - 0.03 * exact.meanWagered, 9);
    const sessions = 20_000;
    const result = simulateStrategy(galeRule, { sessions, seed: 99 });
    expect(Math.abs(result.finalBankroll.mean - exact.meanFinal)).toBeLessThan(
      4 * result.finalBankroll.standardError,
    );
    const ruinError = Math.sqrt((exact.ruin * (1 - exact.ruin)) / sessions);
    expect(Math.abs(result.ruinProbability - exact.ruin)).toBeLessThan(4 * ruinError);
    expect(exact.ruin).toBeGreaterThan(0.05);
  });

  it('summarises every session: endings and histogram add up, drawdowns are ordered', () => {
    const result = simulateStrategy(galeRule, { sessions: 3_000, seed: 5 });
    const { ruin, stopLoss, stopWin, completed } = result.endings;
    expect(ruin + stopLoss + stopWin + completed).toBe(3_000);
    expect(result.finalBankroll.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(3_000);
    expect(result.finalBankroll.histogram.length).toBeLessThanOrEqual(20);
    expect(result.drawdown.median).toBeLessThanOrEqual(result.drawdown.worst);
    expect(result.finalBankroll.min).toBeLessThanOrEqual(result.finalBankroll.median);
    expect(result.finalBankroll.median).toBeLessThanOrEqual(result.finalBankroll.max);
    expect(stopWin).toBeGreaterThan(0);
  });
});
