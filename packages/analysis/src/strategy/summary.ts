import { toCents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { expectedLoss } from '../odds/cost.js';
import { ENDING, type SessionRecords } from './sessions.js';

export const HISTOGRAM_BINS = 20;

/** The ⌈n/2⌉-th smallest value: a median that is always one of the values, so whole cents stay whole. */
function lowerMedian(sorted: ArrayLike<number>): number {
  return sorted[(sorted.length - 1) >> 1] as number;
}

function histogram(sorted: Float64Array): StrategyResult['finalBankroll']['histogram'] {
  const count = sorted.length;
  if (count === 0) return [];
  const min = sorted[0] as number;
  const span = (sorted[count - 1] as number) - min + 1;
  const width = Math.ceil(span / HISTOGRAM_BINS);
  const bins = Array.from({ length: Math.ceil(span / width) }, (_, bin) => ({
    from: toCents(min + bin * width),
    to: toCents(min + (bin + 1) * width),
    count: 0,
  }));
  for (let index = 0; index < count; index++) {
    const bin = bins[Math.floor(((sorted[index] as number) - min) / width)];
    if (bin) bin.count++;
  }
  return bins;
}

export function summarise(
  records: SessionRecords,
  context: { bankroll: number; roundsPerSession: number; seed: number | null },
): StrategyResult {
  const sessions = records.finals.length;
  const finals = Float64Array.from(records.finals).sort();
  const drawdowns = Float64Array.from(records.drawdowns).sort();
  const lengths = Uint32Array.from(records.rounds).sort();
  let sum = 0;
  let wagered = 0;
  let rounds = 0;
  const endings = [0, 0, 0, 0];
  for (let session = 0; session < sessions; session++) {
    sum += records.finals[session] as number;
    wagered += records.wagered[session] as number;
    rounds += records.rounds[session] as number;
    const ending = records.endings[session] as number;
    endings[ending] = (endings[ending] as number) + 1;
  }
  const mean = sessions === 0 ? 0 : sum / sessions;
  let squares = 0;
  for (let session = 0; session < sessions; session++)
    squares += ((records.finals[session] as number) - mean) ** 2;
  const standardError = sessions < 2 ? 0 : Math.sqrt(squares / (sessions - 1) / sessions);
  const totalWagered = toCents(wagered);
  return {
    seed: context.seed,
    sessions,
    roundsPerSession: context.roundsPerSession,
    roundsPlayed: rounds,
    roundsMedian: sessions === 0 ? 0 : lowerMedian(lengths),
    finalBankroll: {
      mean,
      standardError,
      median: toCents(sessions === 0 ? 0 : lowerMedian(finals)),
      min: toCents(finals[0] ?? 0),
      max: toCents(finals[sessions - 1] ?? 0),
      histogram: histogram(finals),
    },
    ruinProbability: sessions === 0 ? 0 : (endings[ENDING.ruin] as number) / sessions,
    endings: {
      ruin: endings[ENDING.ruin] as number,
      stopLoss: endings[ENDING.stopLoss] as number,
      stopWin: endings[ENDING.stopWin] as number,
      completed: endings[ENDING.completed] as number,
    },
    drawdown: {
      median: toCents(sessions === 0 ? 0 : lowerMedian(drawdowns)),
      worst: toCents(drawdowns[sessions - 1] ?? 0),
    },
    totalWagered,
    expectedLoss: expectedLoss(totalWagered),
    actualLoss: toCents(context.bankroll * sessions - sum),
  };
}
