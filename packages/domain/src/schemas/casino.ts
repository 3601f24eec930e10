import { z } from 'zod';
import { centsAmount, int4Id } from './common.js';

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Path segment; the tile image is `${image}mobile` or `${image}desktop`. */
  image: z.string(),
  /** Theoretical return to player in percent; null when the catalogue has none. */
  rtp: z.number().nullable(),
  /** A platform that does not say is taken at its word that every game plays. */
  playable: z.boolean().default(true),
});
export type Game = z.infer<typeof gameSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  games: z.array(gameSchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.array(categorySchema);

export const gameStartQuerySchema = z.object({
  demo: z.enum(['0', '1']).default('0'),
  isMobileDevice: z.enum(['0', '1']).default('0'),
});

export const gameIdPathSchema = z.object({
  id: int4Id(),
});

export const gameStartResponseSchema = z.object({
  link: z.string(),
});
export type GameStartResponse = z.infer<typeof gameStartResponseSchema>;

export { isHtmlDocument } from '../game-link.js';

/** `observed` is null below `minRounds` settled rounds. */
export const myReturnResponseSchema = z.object({
  gameId: z.number().int(),
  rtp: z.number().nullable(),
  rounds: z.number().int().nonnegative(),
  minRounds: z.number().int().positive(),
  stakedCents: centsAmount,
  returnedCents: centsAmount,
  observed: z
    .object({ ratio: z.number(), lower: z.number(), upper: z.number(), rounds: z.number().int() })
    .nullable(),
});
export type MyReturnResponse = z.infer<typeof myReturnResponseSchema>;
