import { z } from 'zod';
import { fill } from '../messages/sentences.js';
import { walletMessages } from '../messages/wallet.js';
import { MAX_INPUT_CENTS, type Cents } from '../money.js';
import { centsAmount } from './common.js';

function cents(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_INPUT_CENTS, { error: message })
    .transform((value) => value as Cents);
}

/** A multiplier with at most two decimals within [min, max]. */
function twoDecimalMultiplier(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: message,
    });
}

export const MAX_GALE_STEPS = 10;
export const MAX_ROUNDS_PER_SESSION = 10_000;
export const MIN_SIMULATED_SESSIONS = 10_000;

const galeStepsRange = fill(walletMessages.strategyGaleStepsRange, { maximo: MAX_GALE_STEPS });
const roundsRange = fill(walletMessages.strategyRoundsRange, { maximo: MAX_ROUNDS_PER_SESSION });

export const strategyRuleSchema = z.object({
  bankroll: cents(walletMessages.strategyBankrollInvalid),
  stake: cents(walletMessages.stakeInvalid),
  target: twoDecimalMultiplier(1.01, 1_000_000, walletMessages.targetInvalid),
  /** Martingale ("gale"): after a loss, up to `steps` more bets, each stake × multiplier. */
  gale: z.object({
    steps: z
      .number({ error: galeStepsRange })
      .int({ error: galeStepsRange })
      .min(0, { error: galeStepsRange })
      .max(MAX_GALE_STEPS, { error: galeStepsRange }),
    multiplier: twoDecimalMultiplier(1, 100, walletMessages.strategyGaleMultiplierInvalid),
  }),
  stopLoss: cents(walletMessages.strategyStopLossInvalid).nullable(),
  stopWin: cents(walletMessages.strategyStopWinInvalid).nullable(),
  roundsPerSession: z
    .number({ error: roundsRange })
    .int({ error: roundsRange })
    .min(1, { error: roundsRange })
    .max(MAX_ROUNDS_PER_SESSION, { error: roundsRange }),
});
export type StrategyRule = z.infer<typeof strategyRuleSchema>;
export type StrategyRuleInput = z.input<typeof strategyRuleSchema>;

const centsValue = centsAmount;
export const bankrollBinSchema = z.object({
  from: centsValue,
  to: centsValue,
  count: z.number().int(),
});

export const sessionEndingsSchema = z.object({
  ruin: z.number().int(),
  stopLoss: z.number().int(),
  stopWin: z.number().int(),
  completed: z.number().int(),
});

export const strategyResultSchema = z.object({
  seed: z.number().int().nullable(),
  sessions: z.number().int(),
  roundsPerSession: z.number().int(),
  roundsPlayed: z.number().int(),
  /** The lower median: the mean is pulled by a few long sessions. */
  roundsMedian: z.number().int(),
  finalBankroll: z.object({
    /** A fraction of a centavo is kept: it is an average, not money moved. */
    mean: z.number(),
    standardError: z.number(),
    median: centsValue,
    min: centsValue,
    max: centsValue,
    histogram: z.array(bankrollBinSchema),
  }),
  ruinProbability: z.number(),
  endings: sessionEndingsSchema,
  drawdown: z.object({ median: centsValue, worst: centsValue }),
  totalWagered: centsValue,
  expectedLoss: centsValue,
  actualLoss: centsValue,
});
export type StrategyResult = z.infer<typeof strategyResultSchema>;
