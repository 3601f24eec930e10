import { describe, expect, it } from 'vitest';
import { strategyRule } from '../test/strategy-rules.js';
import { replayOnHistory } from './replay.js';

describe('replayOnHistory', () => {
  it('plays consecutive sessions over the stored rounds in time order', () => {
    const rule = strategyRule({
      bankroll: 1_000,
      stake: 100,
      target: 2,
      gale: { steps: 1, multiplier: 2 },
      roundsPerSession: 3,
    });
    // Session 1: lose 100 (900), gale 200 wins 400 (1100), lose 100 (1000). Session 2: win (1100).
    const result = replayOnHistory(rule, [1.5, 2.5, 1, 3]);
    expect(result.sessions).toBe(2);
    expect(result.seed).toBeNull();
    expect(result.roundsPlayed).toBe(4);
    // Sessions of 3 and 1 rounds: the lower median is the shorter.
    expect(result.roundsMedian).toBe(1);
    expect(result.finalBankroll).toMatchObject({
      min: 1_000,
      max: 1_100,
      median: 1_000,
      mean: 1_050,
    });
    expect(result.drawdown).toEqual({ median: 0, worst: 100 });
    expect(result.totalWagered).toBe(500);
    expect(result.expectedLoss).toBe(15);
    expect(result.actualLoss).toBe(-100);
    expect(result.endings).toEqual({ ruin: 0, stopLoss: 0, stopWin: 0, completed: 2 });
  });

  it('ends a session in ruin when the bankroll cannot cover the next gale', () => {
    const rule = strategyRule({
      bankroll: 250,
      stake: 100,
      target: 2,
      gale: { steps: 2, multiplier: 2 },
      roundsPerSession: 10,
    });
    const result = replayOnHistory(rule, [1, 1, 1]);
    expect(result.endings.ruin).toBe(1);
    expect(result.finalBankroll.min).toBe(150);
    expect(result.ruinProbability).toBe(1);
  });
});
