// Apart from schemas/casino.ts so the web app takes it without zod.

export function isHtmlDocument(link: string): boolean {
  return /^\s*<!doctype html/i.test(link);
}

/**
 * `{ type, height }`: the CSS pixels below the game's playing area. The app
 * grows the frame by that much, so the page scrolls once and the frame never
 * inside it (docs/product/games.md#game-frames).
 */
export const GAME_BELOW_MESSAGE = 'velas:game-below';
