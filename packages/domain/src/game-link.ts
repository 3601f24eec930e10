// What a game start answers: a page of HTML or a URL (docs/product.md#game-frames).
// Kept apart from schemas/casino.ts so the web app takes it without zod.

/**
 * HTML is rendered inline (in a sandboxed srcdoc frame), anything else
 * is a URL.
 */
export function isHtmlDocument(link: string): boolean {
  return /^\s*<!doctype html/i.test(link);
}
