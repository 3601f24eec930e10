import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '@velas/domain/client-errors';

/** A page that fails in a loop sends this many reports, not one per render. */
const REPORTS_PER_PAGE = 20;

let endpoint: string | undefined;
let sent = 0;

export function sendErrorReportsTo(url: string): void {
  endpoint = url;
}

const clip = (text: string, length: number) => text.slice(0, length);

/**
 * An RTK Query error is a plain object ({ status, error }): as its JSON, not
 * "[object Object]", the report says which call failed and how.
 */
function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null) {
    try {
      return JSON.stringify(error);
    } catch {
      // A cycle: the object's own name is all there is to say.
    }
  }
  return String(error);
}

function describe(error: unknown, context: string): ClientErrorReport {
  const message = messageOf(error);
  return {
    context: clip(context, CLIENT_ERROR_LIMITS.context),
    message: clip(message, CLIENT_ERROR_LIMITS.message),
    ...(error instanceof Error && error.stack !== undefined
      ? { stack: clip(error.stack, CLIENT_ERROR_LIMITS.stack) }
      : {}),
    path: clip(location.pathname, CLIENT_ERROR_LIMITS.path),
  };
}

/**
 * A beacon, not an RTK Query call: it needs no answer, outlives a page that
 * is closing, and must not depend on the store whose base query reports
 * through here. A browser without one keeps the console copy.
 */
function send(report: ClientErrorReport): void {
  if (endpoint === undefined || sent >= REPORTS_PER_PAGE || !('sendBeacon' in navigator)) return;
  sent += 1;
  navigator.sendBeacon(endpoint, new Blob([JSON.stringify(report)], { type: 'application/json' }));
}

/** Never throws: a report must not break the screen that makes it. */
export function reportError(error: unknown, context: string): void {
  // A console or beacon that throws (a replaced one in an embedding page) loses
  // its copy, not the screen.
  try {
    console.error(`${context}:`, error);
  } catch {
    /* the api's copy may still go */
  }
  try {
    send(describe(error, context));
  } catch {
    /* the console's copy went */
  }
}
