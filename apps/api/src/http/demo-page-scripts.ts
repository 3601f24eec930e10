// The scripts of the api's demo pages in frames (the demo crash game, the demo
// KYC widget): @velas/demo-pages, a dependency like @velas/domain, bundles each
// from its TypeScript modules (packages/demo-pages), and turbo runs that build
// ahead of the api's build and of its suites (apps/api/turbo.json). Each is
// served as a file from the page's own server, so the pages' CSP stays
// `script-src 'self'`.
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
