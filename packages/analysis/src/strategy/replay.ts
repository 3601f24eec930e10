import type { StrategyResult, StrategyRule } from '@velas/domain/schemas/strategy';
import { sessionPlan } from './plan.js';
import { playSession, sessionRecords } from './sessions.js';
import { summarise } from './summary.js';

export function replayOnHistory(
  rule: StrategyRule,
  oddsInTimeOrder: ArrayLike<number>,
): StrategyResult {
  const plan = sessionPlan(rule);
  const length = plan.roundsPerSession;
  const total = oddsInTimeOrder.length;
  const sessions = Math.ceil(total / length);
  const outcomes = new Uint8Array(length);
  const records = sessionRecords(sessions);
  for (let session = 0; session < sessions; session++) {
    const start = session * length;
    const played = Math.min(length, total - start);
    for (let round = 0; round < played; round++)
      outcomes[round] = (oddsInTimeOrder[start + round] as number) >= plan.target ? 1 : 0;
    playSession(plan, { outcomes, length: played }, records, session);
  }
  return summarise(records, {
    bankroll: rule.bankroll,
    roundsPerSession: length,
    seed: null,
  });
}
