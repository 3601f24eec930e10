// The one door for an error the apps handle but someone should hear of: a
// call a screen shrugs off, an answer its schema refuses, a malformed live
// event (docs/operations.md#client-errors).

/**
 * Reports `error`, with `context` naming what failed ("game start", "history
 * analysis"). Today it writes to the browser's console, which is what a
 * developer and the e2e suite read; a real deployment sends the report to its
 * error tracker here (docs/operations.md#client-errors). It never throws: a
 * report must not break the screen that makes it.
 */
export function reportError(error: unknown, context: string): void {
  try {
    console.error(`${context}:`, error);
  } catch {
    // A console that throws (a replaced one in an embedding page) loses the report, not the screen.
  }
}
