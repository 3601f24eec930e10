// Chromium keeps a failed module fetch for the page's whole life, so asking
// for a screen's chunk again in the same page fails at once; only loading the
// page again fetches it (docs/operations/logs.md#client-errors). Once a
// minute at most, so a chunk the server truly lacks leaves the card up
// instead of reloading for ever.

import { ModuleStalled } from '@velas/web-core/preloadable';

const KEY = 'velas:chunk-reload-at';
const AT_MOST_EVERY_MS = 60_000;

/** The browsers' words for a module script that did not arrive. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/;

/** A module that did not arrive, or that neither arrived nor failed in time (preloadable). */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ModuleStalled) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

interface ReloadPage {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
}

/** Loads the page again unless it did so for a chunk less than a minute ago; says whether it did. */
export function reloadForChunk({
  storage = sessionStorage,
  now = Date.now(),
  reload = () => {
    window.location.reload();
  },
}: Partial<ReloadPage> = {}): boolean {
  try {
    const last = Number(storage.getItem(KEY)) || 0;
    if (now - last < AT_MOST_EVERY_MS) return false;
    storage.setItem(KEY, String(now));
  } catch {
    // Storage refused (a private window): no record, so no reload.
    return false;
  }
  reload();
  return true;
}
