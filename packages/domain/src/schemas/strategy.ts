import { z } from 'zod';
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

export const strategyRuleSchema = z.object({
  bankroll: cents('Informe uma banca válida.'),
  stake: cents('Informe um valor de aposta válido.'),
  target: twoDecimalMultiplier(1.01, 1_000_000, 'Informe um alvo entre 1,01x e 1.000.000x.'),
  /** Martingale ("gale"): after a loss, up to `steps` more bets, each stake × multiplier. */
  gale: z.object({
    steps: z
      .number({ error: `Use de 0 a ${MAX_GALE_STEPS} gales.` })
      .int({ error: `Use de 0 a ${MAX_GALE_STEPS} gales.` })
      .min(0, { error: `Use de 0 a ${MAX_GALE_STEPS} gales.` })
      .max(MAX_GALE_STEPS, { error: `Use de 0 a ${MAX_GALE_STEPS} gales.` }),
    multiplier: twoDecimalMultiplier(1, 100, 'Informe um multiplicador de gale entre 1x e 100x.'),
  }),
  stopLoss: cents('Informe um valor válido para parar ao perder.').nullable(),
  stopWin: cents('Informe um valor válido para parar ao ganhar.').nullable(),
  roundsPerSession: z
    .number({ error: `Use de 1 a ${MAX_ROUNDS_PER_SESSION} rodadas por partida.` })
    .int({ error: `Use de 1 a ${MAX_ROUNDS_PER_SESSION} rodadas por partida.` })
    .min(1, { error: `Use de 1 a ${MAX_ROUNDS_PER_SESSION} rodadas por partida.` })
    .max(MAX_ROUNDS_PER_SESSION, {
      error: `Use de 1 a ${MAX_ROUNDS_PER_SESSION} rodadas por partida.`,
    }),
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
