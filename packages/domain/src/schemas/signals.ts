import { z } from 'zod';
import { MINES_GRID_SIZE, MINES_SUGGESTED_CELLS } from '../constants.js';

export const COLOURS = ['Vermelho', 'Azul'] as const;

/** An exact probability as a fraction, so the shown percentage is never a typed-in constant. */
export const probabilitySchema = z.object({
  numerator: z.number().int().nonnegative(),
  denominator: z.number().int().positive(),
});
export type Probability = z.infer<typeof probabilitySchema>;

export const rouletteSignalSchema = z.object({
  kind: z.literal('roulette'),
  bet: z.string().min(1),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
  payout: z.number().int().min(2).max(36),
  winProbability: probabilitySchema,
});
export type RouletteSignal = z.infer<typeof rouletteSignalSchema>;

export const minesSignalSchema = z.object({
  kind: z.literal('mines'),
  safeCells: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MINES_GRID_SIZE * MINES_GRID_SIZE - 1),
    )
    .length(MINES_SUGGESTED_CELLS),
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

export function formatProbability({ numerator, denominator }: Probability): string {
  const basisPoints = Math.round((numerator * 10_000) / denominator);
  const text = (basisPoints / 100).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${text}%`;
}
