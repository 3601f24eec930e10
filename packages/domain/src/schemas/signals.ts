// Client-side signals, each with the true probability that it wins
// under the game's real rules (docs/product/signals.md#true-odds).
import { z } from 'zod';

export const COLOURS = ['Vermelho', 'Azul'] as const;

/** An exact probability as a fraction, so the shown percentage is never a typed-in constant. */
export const probabilitySchema = z.object({
  numerator: z.number().int().nonnegative(),
  denominator: z.number().int().positive(),
});
export type Probability = z.infer<typeof probabilitySchema>;

export const rouletteSignalSchema = z.object({
  kind: z.literal('roulette'),
  /** The one bet, in pt-BR words: "Vermelho", "2ª dúzia (13 a 24)", "Número 17". */
  bet: z.string().min(1),
  /** Every number it wins on, ascending. */
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
  /** What a win returns per unit staked, the stake included (European wheel: 36 ÷ numbers). */
  payout: z.number().int().min(2).max(36),
  /** Chance the spin lands on one of `numbers`. */
  winProbability: probabilitySchema,
});
export type RouletteSignal = z.infer<typeof rouletteSignalSchema>;

export const minesSignalSchema = z.object({
  kind: z.literal('mines'),
  /** Indexes 0–24 of the 5x5 grid, distinct, ascending. */
  safeCells: z.array(z.number().int().min(0).max(24)).length(3),
  winProbability: probabilitySchema,
});
export type MinesSignal = z.infer<typeof minesSignalSchema>;

export const colourSignalSchema = z.object({
  kind: z.literal('colour'),
  game: z.enum(['footballStudio', 'bacBo']),
  colour: z.enum(COLOURS),
  winProbability: probabilitySchema,
  tieProbability: probabilitySchema,
});
export type ColourSignal = z.infer<typeof colourSignalSchema>;

export const entrySignalSchema = z.object({
  kind: z.literal('entries'),
  normal: z.number().int().min(5).max(18),
  turbo: z.number().int().min(5).max(18),
});
export type EntrySignal = z.infer<typeof entrySignalSchema>;

/** Percentage with two decimals, pt-BR ("66,96%"), from an exact fraction. */
export function formatProbability({ numerator, denominator }: Probability): string {
  const basisPoints = Math.round((numerator * 10_000) / denominator);
  const text = (basisPoints / 100).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${text}%`;
}
