// The strategy simulator written the obvious way, for the benchmark and as an
// independent reference in tests: a closure per random word, the crash point
// computed for every round, an object per round pushed to an array, the
// session state in an object. Same generator and streams (one per session),
// so it must give the same sessions as the fast one.
import type { StrategyRule } from '@velas/domain/schemas/strategy';
import { crashFromUniform, uniformFromWords } from '../strategy/crash-threshold.js';
import { sessionPlan } from '../strategy/plan.js';
import { ENDING, type SessionRecords } from '../strategy/sessions.js';
import { nextWord, seedSessionXoshiro128 } from '../strategy/xoshiro128.js';

interface Round {
  crash: number;
}

export function naiveSimulateSessions(
  rule: StrategyRule,
  sessions: number,
  seed: number,
): SessionRecords {
  const plan = sessionPlan(rule);
  const out = { finals: [] as number[], drawdowns: [] as number[], wagered: [] as number[] };
  const rounds: number[] = [];
  const endings: number[] = [];
  for (let session = 0; session < sessions; session++) {
    const state = seedSessionXoshiro128(seed, session);
    const random = () => nextWord(state);
    const played: Round[] = [];
    for (let index = 0; index < rule.roundsPerSession; index++)
      played.push({ crash: crashFromUniform(uniformFromWords(random(), random())) });
    const game = { bankroll: plan.bankroll, peak: plan.bankroll, drawdown: 0, wagered: 0 };
    let level = 0;
    let count = 0;
    let ending: number = ENDING.completed;
    for (const round of played) {
      const bet = { stake: plan.stakes[level] ?? Infinity, won: round.crash >= rule.target };
      if (game.bankroll < bet.stake) {
        ending = ENDING.ruin;
        break;
      }
      game.bankroll -= bet.stake;
      game.wagered += bet.stake;
      count++;
      if (bet.won) {
        game.bankroll += plan.payouts[level] ?? 0;
        level = 0;
        game.peak = Math.max(game.peak, game.bankroll);
      } else {
        level = level < rule.gale.steps ? level + 1 : 0;
        game.drawdown = Math.max(game.drawdown, game.peak - game.bankroll);
      }
      if (rule.stopLoss !== null && game.bankroll <= rule.bankroll - rule.stopLoss) {
        ending = ENDING.stopLoss;
        break;
      }
      if (rule.stopWin !== null && game.bankroll >= rule.bankroll + rule.stopWin) {
        ending = ENDING.stopWin;
        break;
      }
    }
    out.finals.push(game.bankroll);
    out.drawdowns.push(game.drawdown);
    out.wagered.push(game.wagered);
    rounds.push(count);
    endings.push(ending);
  }
  return {
    finals: Float64Array.from(out.finals),
    drawdowns: Float64Array.from(out.drawdowns),
    wagered: Float64Array.from(out.wagered),
    rounds: Uint32Array.from(rounds),
    endings: Uint8Array.from(endings),
  };
}
