// The Workbox service worker across two deploys. A phone opens
// deploy 1 and the service worker takes it over; the server then gets deploy
// 2 (a real rebuild: new hashed chunks, a new sw.js); one reload shows deploy
// 2, and once its service worker has taken over, no file of deploy 1 is left
// in any cache of the browser profile.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startApiProcess, type ApiProcess } from '@velas/api/testing/api-process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../harness/paths.js';
import { useBrowserSession } from '../support/browser-session.js';
import { seen } from '../support/expectations.js';
import { PHONE } from '../support/viewports.js';

const SECOND_BUILD = 'second-deploy';
const webDir = join(repoRoot, 'apps/web');

/** Every file a build would let a browser fetch (its compressed copies are the same files). */
function servedFiles(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name))}`)
    .filter((path) => !/\.(?:br|gz)$/.test(path) && !path.startsWith('/.vite/'));
  return new Set(files);
}

/** The same-origin paths of everything in the profile's Cache Storage. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Resolves once a service worker whose script is the server's current sw.js controls the page. */
function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      });
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

describe('a second deploy', () => {
  const session = useBrowserSession(PHONE);
  let root: string;
  let served: string;
  let api: ApiProcess;
  let first: Set<string>;
  let second: Set<string>;

  /** Starts the api on what `served` holds: a deploy restarts it (it lists the files at start). */
  const deploy = (port?: number) =>
    startApiProcess({
      entry: 'apps/api/dist/server.js',
      cwd: repoRoot,
      port,
      ownProcessGroup: true,
      healthTimeoutMs: 180_000,
      pollMs: 250,
      env: {
        NODE_ENV: 'production',
        DATA_DIR: join(root, 'data'),
        WEB_DIST_DIR: served,
        LOG_LEVEL: 'warn',
      },
    });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'velas-e2e-deploys-'));
    served = join(root, 'served');
    cpSync(join(webDir, 'dist'), join(root, 'first'), { recursive: true });
    // Deploy 2: the same sources built again under another build id.
    execFileSync(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        join(root, 'second'),
        '--emptyOutDir',
      ],
      {
        cwd: webDir,
        stdio: 'inherit',
        // vitest runs with NODE_ENV=test, which would make Vite build for development.
        env: { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: SECOND_BUILD },
      },
    );
    execFileSync(process.execPath, ['scripts/precompress.mjs', join(root, 'second')], {
      cwd: webDir,
      stdio: 'inherit',
    });
    first = servedFiles(join(root, 'first'));
    second = servedFiles(join(root, 'second'));
    cpSync(join(root, 'first'), served, { recursive: true });
    api = await deploy();
  });
  afterAll(async () => {
    await api.stop('SIGTERM', 10_000);
    rmSync(root, { recursive: true, force: true });
  });

  it('is served after one reload, and leaves no file of the first deploy cached', async () => {
    const { page } = session;
    const oldOnly = [...first].filter((path) => !second.has(path) && path.startsWith('/assets/'));
    // The rebuild really changed hashed chunks, or the test would prove nothing.
    expect(oldOnly.length).toBeGreaterThan(0);

    await page.goto(`${api.url}/auth/login`);
    await expect.poll(() => controlledBy(page), { timeout: 30_000 }).toBe(`${api.url}/sw.js`);
    const build = () => page.locator('html').getAttribute('data-build');
    // The suite's build names no deploy.
    await expect.poll(build).toBe('local');
    // Deploy 1's service worker precached deploy 1.
    await expect
      .poll(async () => (await cachedPaths(page)).filter((path) => oldOnly.includes(path)).length)
      .toBeGreaterThan(0);

    // Deploy 2 replaces the files and restarts the server, on the same origin.
    await api.stop('SIGTERM', 10_000);
    rmSync(served, { recursive: true, force: true });
    cpSync(join(root, 'second'), served, { recursive: true });
    api = await deploy(api.port);

    await page.reload();
    await expect.poll(build).toBe(SECOND_BUILD);
    await seen(page.getByRole('dialog', { name: 'Antes de entrar' }));

    // Deploy 2's service worker installs, takes over and drops deploy 1's files.
    await expect
      .poll(
        async () => {
          const cached = await cachedPaths(page);
          return cached.filter((path) => !second.has(path) && path !== '/auth/login');
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
    const cached = await cachedPaths(page);
    expect(cached.filter((path) => oldOnly.includes(path))).toEqual([]);
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  });
});
