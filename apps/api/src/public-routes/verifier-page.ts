// GET /verificador.html (docs/product.md#round-verification): the offline verifier,
// served as the very file a person can save. Its script and style are inline so it
// works from file://, so its CSP pins them by hash and allows no connections.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicText } from '../http/public-files.js';

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

export function verifierPageRoutes(app: FastifyInstance): void {
  const html = publicText('verify/verificador.html');
  const policy = verifierPagePolicy(html);
  app.get('/verificador.html', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('cache-control', 'no-cache')
      .send(html),
  );
}
