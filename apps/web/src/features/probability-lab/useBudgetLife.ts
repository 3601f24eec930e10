// One seed, so the same budget and stake always read the same figures.
import type { Cents } from '@velas/domain/money';
import { MAX_ROUNDS_PER_SESSION, type StrategyRule } from '@velas/domain/schemas/strategy';
import { useCallback } from 'react';
import type { AnalysisClient } from '#/lib/analysis-worker/workerClient.ts';
import { useAnalysis } from './useAnalysis.ts';

/** Sessions the budget's life is measured on: a median of 2.000 moves by a round or two from seed to seed. */
export const BUDGET_SESSIONS = 2_000;
/** One seed, so the same budget and stake always read the same figures. */
const BUDGET_SEED = 1;
/** The cash-out the sessions play at, said in the sentence. */
export const BUDGET_TARGET = 2;

/** Flat bets of `stake` at 2x until the budget can't cover one, or the longest session the simulator plays. */
function budgetRule(budget: Cents, stake: Cents): StrategyRule {
  return {
    bankroll: budget,
    stake,
    target: BUDGET_TARGET,
    gale: { steps: 0, multiplier: 1 },
    stopLoss: null,
    stopWin: null,
    roundsPerSession: MAX_ROUNDS_PER_SESSION,
  };
}

/** The simulated sessions for this stake and budget; null while they run or when either is missing. */
export function useBudgetLife(stake: Cents | null, budget: Cents | null) {
  const budgetLife = useAnalysis(
    useCallback(
      (client: AnalysisClient) =>
        stake === null || budget === null
          ? Promise.resolve(null)
          : client
              .simulateStrategy(budgetRule(budget, stake), {
                sessions: BUDGET_SESSIONS,
                seed: BUDGET_SEED,
              })
              .then((result) => ({ result, stake, budget })),
      [stake, budget],
    ),
  );
  // Only the answer for the figures on screen: an older one waits for its successor.
  return budgetLife !== null && budgetLife.stake === stake && budgetLife.budget === budget
    ? budgetLife.result
    : null;
}
