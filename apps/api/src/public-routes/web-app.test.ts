import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const dist = mkdtempSync(join(tmpdir(), 'velas-web-dist-'));
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Velas</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-1234.css'), 'p{}');
  writeFileSync(join(dist, 'assets', 'analysis.worker-1234.js'), 'onmessage=null');
  writeFileSync(join(dist, 'assets', 'mark-1234.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

describe('serving the built web app', () => {
  it('answers the client-side routes with index.html', async () => {
    for (const url of [
      '/',
      '/auth/login',
      '/admin/dashboard',
      '/admin/games?x=1',
      '/rtl/dashboard',
      '/auth/register/ROLE_LOTOGREEN',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
    }
  });

  it('serves files, hashed assets cached for a year', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/favicon.ico' })).statusCode).toBe(200);
  });

  it('sends a script, a stylesheet or a font without the headers only a document obeys', async () => {
    for (const url of ['/assets/app-1234.js', '/assets/app-1234.css']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['content-security-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
    }
    // A worker's script and an SVG opened by itself are ruled by their own CSP.
    for (const url of [
      '/assets/analysis.worker-1234.js',
      '/assets/mark-1234.svg',
      '/favicon.ico',
    ]) {
      const { headers } = await t.app.inject({ url });
      expect(String(headers['content-security-policy']), url).toContain("object-src 'none'");
    }
  });

  it('keeps api misses and other paths JSON 404s', async () => {
    for (const url of ['/api/nada', '/administrator', '/assets/missing.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Recurso não encontrado.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/admin/dashboard' })).statusCode).toBe(404);
  });

  it('leaves the api routes alone', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok' });
  });
});
