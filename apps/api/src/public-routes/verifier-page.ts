// Served as the very file a person can save: script and style inline so it
// works from file://, its CSP pins them by hash and allows no connections.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The built page, from any of src/, dist/ or the reliability bundle. */
async function verifierPageHtml(): Promise<string> {
  const file = fileURLToPath(import.meta.resolve('@velas/verifier-page/verificador.html'));
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    // Refuses the start at once, with the remedy, rather than a plugin timeout.
    throw new Error(`${file} is not built yet: run pnpm --filter @velas/verifier-page build`, {
      cause: error,
    });
  }
}

function blockHashes(html: string, tag: 'script' | 'style'): string[] {
  const blocks = html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'));
  return [...blocks].map(
    (block) =>
      `'sha256-${createHash('sha256')
        .update(block[1] ?? '')
        .digest('base64')}'`,
  );
}

export function verifierPagePolicy(html: string): string {
  return [
    "default-src 'none'",
    `script-src ${blockHashes(html, 'script').join(' ')}`,
    `style-src ${blockHashes(html, 'style').join(' ')}`,
    // The app's font, inlined in the style block so the one file works offline.
    'font-src data:',
    // The page verifies in a Worker built from its own core script (a blob: URL).
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function verifierPageRoutes(app: FastifyInstance): Promise<void> {
  const html = await verifierPageHtml();
  const policy = verifierPagePolicy(html);
  app.get('/verificador.html', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('cache-control', 'no-cache')
      .send(html),
  );
}
