// What a game start answers: a page of HTML or a URL (docs/product/games.md#game-frames).
// Kept apart from schemas/casino.ts so the web app takes it without zod.

/**
 * HTML is rendered inline (in a sandboxed srcdoc frame), anything else
 * is a URL.
 */
export function isHtmlDocument(link: string): boolean {
  return /^\s*<!doctype html/i.test(link);
}

/**
 * The message a game in the frame may post to the app, `{ type, height }`:
 * the CSS pixels of what follows the game's playing area (its list of
 * rounds). The app grows the frame by that much and the game keeps its
 * playing area at the frame's height less it, so the page scrolls once and
 * the frame never inside it (docs/product/games.md#game-frames).
 */
export const GAME_BELOW_MESSAGE = 'velas:game-below';
