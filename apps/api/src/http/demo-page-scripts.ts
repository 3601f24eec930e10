// Served as files from the page's own server, so the pages' CSP stays `script-src 'self'`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Each named in full, so the package's exports and its use by the api stay findable.
const BUILT = {
  'crash-game.js': () => import.meta.resolve('@velas/demo-pages/crash-game.js'),
  'kyc-widget.js': () => import.meta.resolve('@velas/demo-pages/kyc-widget.js'),
};

/** A built script, from any of src/, dist/ or the reliability bundle. */
export function demoPageScript(file: keyof typeof BUILT): string {
  const path = fileURLToPath(BUILT[file]());
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    // Refuses the start at once, with the remedy.
    throw new Error(`${path} is not built yet: run pnpm --filter @velas/demo-pages build`, {
      cause: error,
    });
  }
}
