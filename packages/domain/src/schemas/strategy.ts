// A way of playing the crash game, as the strategy lab (docs/product/probability-lab.md#strategy-lab)
// receives it from the player and hands it to the analysis worker, and the
// lab's result. Money is integer cents; multipliers have two decimals like the
// game's cash-out.
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
  /** Money at the start of every session. */
  bankroll: cents('Informe uma banca válida.'),
  /** Stake of a first bet (and after every win). */
  stake: cents('Informe um valor de aposta válido.'),
  /** Cash-out multiplier: the bet wins when the round reaches it. */
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
  /** The session stops once this much is lost; null: no stop-loss. */
  stopLoss: cents('Informe um valor válido para parar ao perder.').nullable(),
  /** The session stops once this much is won; null: no stop-win. */
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
  /** Inclusive, cents. */
  from: centsValue,
  /** Exclusive, cents. */
  to: centsValue,
  count: z.number().int(),
});

export const sessionEndingsSchema = z.object({
  /** The bankroll could not cover the next stake of the plan. */
  ruin: z.number().int(),
  stopLoss: z.number().int(),
  stopWin: z.number().int(),
  /** Every round of the session was played. */
  completed: z.number().int(),
});

export const strategyResultSchema = z.object({
  /** null when replayed on stored history. */
  seed: z.number().int().nullable(),
  sessions: z.number().int(),
  roundsPerSession: z.number().int(),
  roundsPlayed: z.number().int(),
  /** Rounds a session lasted, its lower median: what most sessions get, where the mean is pulled by a few long ones. */
  roundsMedian: z.number().int(),
  finalBankroll: z.object({
    /** Mean in cents (a fraction of a centavo is kept: it is an average, not money moved). */
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
  /** 3% of totalWagered: what the rule costs on average. */
  expectedLoss: centsValue,
  /** Bankroll × sessions − Σ final bankrolls: what it cost in this run. */
  actualLoss: centsValue,
});
export type StrategyResult = z.infer<typeof strategyResultSchema>;
