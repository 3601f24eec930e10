// Bundles each demo page's modules into the one classic script the api serves
// beside the page: an IIFE (the page loads it with a plain <script src>, from
// its own server, so its CSP stays `script-src 'self'`), unminified so it reads
// as its sources do, for the browsers these pages target.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const PAGES = {
  'crash-game.js': 'crash/crash-game.ts',
  'kyc-widget.js': 'kyc/kyc-widget.ts',
} as const;

export async function buildPages(dist: URL): Promise<void> {
  for (const [file, entry] of Object.entries(PAGES)) {
    await build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      outfile: fileURLToPath(new URL(file, dist)),
      bundle: true,
      format: 'iife',
      target: 'es2022',
      platform: 'browser',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'warning',
    });
  }
}
