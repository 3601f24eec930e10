// The back-office app is served on the ops listener, at its origin's /, and
// never on the players' port (docs/operations/back-office.md#back-office).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const dist = mkdtempSync(join(tmpdir(), 'velas-backoffice-dist-'));
const MARK = '<title>Velas · Back office</title>';
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html>${MARK}<div id="root"></div>`);
  writeFileSync(join(dist, 'assets', 'index-1234.js'), 'console.log("back office")');
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
const t = useTestApp({ env: { BACKOFFICE_DIST_DIR: dist } });

const PAGES = ['/', '/cadastro', '/jogadores/12', '/filas/saques?x=1', '/quatro-olhos'];

describe('the back-office app', () => {
  it('the ops listener answers its pages with index.html, under a CSP of its own origin', async () => {
    for (const url of PAGES) {
      const response = await t.app.ops.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(MARK);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('https:');
    }
    const script = await t.app.ops.inject({ url: '/assets/index-1234.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('back office');
  });

  it("the players' port never serves its pages nor its files", async () => {
    for (const url of [...PAGES, '/assets/index-1234.js']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain(MARK);
      expect(response.body, url).not.toContain('back office');
    }
  });

  it('api paths, files it does not have and writes stay a JSON 404', async () => {
    for (const url of ['/ops-api/anything', '/ops-api', '/assets/missing.js', '/robots.txt']) {
      const response = await t.app.ops.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    const post = await t.app.ops.inject({
      method: 'POST',
      url: '/cadastro',
      headers: { origin: t.app.config.OPS_ORIGIN },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
  });
});
