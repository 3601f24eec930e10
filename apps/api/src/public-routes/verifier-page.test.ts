import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const file = readFileSync(
  fileURLToPath(import.meta.resolve('@velas/verifier-page/verificador.html')),
  'utf8',
);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('GET /verificador.html', () => {
  const t = useTestApp();

  it('serves the file @velas/verifier-page built, under a CSP that allows only its own inline blocks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/verificador.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(file);
    const policy = String(response.headers['content-security-policy']);
    const scripts = [...file.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    expect(policy).toBe(
      [
        "default-src 'none'",
        `script-src ${scripts.map((block) => sha256(block[1] ?? '')).join(' ')}`,
        `style-src ${sha256(/<style>([\s\S]*?)<\/style>/.exec(file)?.[1] ?? '')}`,
        'font-src data:',
        'worker-src blob:',
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('connect-src');
  });

  it('leaves the app CSP on every other answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
