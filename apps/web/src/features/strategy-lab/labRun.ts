import type { StrategyResult, StrategyRule } from '@velas/domain/schemas/strategy';
import { MIN_SIMULATED_SESSIONS } from '@velas/domain/schemas/strategy';

export interface LabRun {
  rule: StrategyRule;
  seed: number;
  simulation: StrategyResult;
  /** null when no stored rounds were available. */
  replay: StrategyResult | null;
}

/** How many sessions the simulation draws, as the copy writes the number. */
export const simulatedSessionsText = MIN_SIMULATED_SESSIONS.toLocaleString('pt-BR');
