// An IIFE loaded by a plain <script src> from the page's own server, so its
// CSP stays `script-src 'self'`; unminified, so it reads as its sources do.
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
