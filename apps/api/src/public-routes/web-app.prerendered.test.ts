import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36';

describe('prerendered public pages', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'velas-web-'));
    writeFileSync(join(dir, 'index.html'), '<div id="root"></div>');
    mkdirSync(join(dir, 'auth', 'login'), { recursive: true });
    writeFileSync(join(dir, 'auth', 'login', 'index.html'), '<h1>Login</h1>');
    writeFileSync(
      join(dir, 'auth', 'login', 'phone.html'),
      '<aside>Instalar</aside><h1>Login</h1>',
    );
    mkdirSync(join(dir, 'auth', 'presentation'), { recursive: true });
    writeFileSync(join(dir, 'auth', 'presentation', 'index.html'), '<h1>Apresentação</h1>');
    mkdirSync(join(dir, 'admin', 'games'), { recursive: true });
    writeFileSync(join(dir, 'admin', 'games', 'index.html'), '<link rel="modulepreload">');
    app = Fastify();
    await registerWebApp(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, userAgent = DESKTOP) =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  it("sends a public page's prerendered HTML, the phone's version to a phone", async () => {
    const desktop = await get('/auth/login');
    expect(desktop.body).toBe('<h1>Login</h1>');
    expect(desktop.headers['content-type']).toMatch(/text\/html/);
    expect(desktop.headers['cache-control']).toBe('no-cache');
    expect(desktop.headers.vary).toMatch(/user-agent/i);
    expect((await get('/auth/login/?x=1', ANDROID)).body).toBe(
      '<aside>Instalar</aside><h1>Login</h1>',
    );
    // No phone version: the one page for everybody.
    expect((await get('/auth/presentation', ANDROID)).body).toBe('<h1>Apresentação</h1>');
  });

  it("sends a signed-in screen's own page when the build wrote one", async () => {
    expect((await get('/admin/games', ANDROID)).body).toBe('<link rel="modulepreload">');
    expect((await get('/admin/games/')).body).toBe('<link rel="modulepreload">');
  });

  it('sends the app page for every other client-side route', async () => {
    for (const url of ['/auth/register/X', '/admin/dashboard', '/auth'])
      expect((await get(url)).body, url).toBe('<div id="root"></div>');
  });
});
