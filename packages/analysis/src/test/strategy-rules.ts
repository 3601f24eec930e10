// Strategy rules for tests and the benchmark, parsed by the domain schema like the worker's input.
import { strategyRuleSchema, type StrategyRuleInput } from '@velas/domain/schemas/strategy';

const base: StrategyRuleInput = {
  bankroll: 10_000,
  stake: 100,
  target: 2,
  gale: { steps: 0, multiplier: 2 },
  stopLoss: null,
  stopWin: null,
  roundsPerSession: 100,
};

export function strategyRule(overrides: Partial<StrategyRuleInput> = {}) {
  return strategyRuleSchema.parse({ ...base, ...overrides });
}
