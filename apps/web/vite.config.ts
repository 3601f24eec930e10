import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
// By path, not package name: Vite bundles this file but leaves package
// imports to plain Node, which resolves them without the @velas/source
// condition, to a dist/ that a clean clone has not built yet.
import { API_PATH_PREFIXES } from '../../packages/domain/src/services.ts';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The app's own pages (client-side routes): /, /admin/*, /rtl/*, /auth/*.
 * Workbox tests it against the whole URL; nothing under an api prefix matches.
 */
const APP_PAGES = /^https?:\/\/[^/]+\/(?:(?:admin|rtl|auth)(?:\/[^?#]*)?)?(?:[?#].*)?$/;

/** Imported by the service worker, written by apiBypassesWorker below. */
const API_ROUTES_SCRIPT = 'sw-api-routes.js';

/**
 * The service worker (Workbox, generated at build): every built file is
 * precached under its content revision, so a deploy's new sw.js installs the
 * new files, takes over at once (skipWaiting, clientsClaim) and deletes the
 * entries the new build no longer has. Pages go to the network first (a new
 * deploy is served on the next load) and fall back to their cached copy
 * offline. Api calls skip the worker where the browser allows
 * (apiBypassesWorker), and elsewhere match no route, so they reach the network.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  // lib/pwa/registerServiceWorker.ts registers it, after the page has loaded.
  injectRegister: false,
  // public/manifest.webmanifest stays the manifest.
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,ico,png,svg,webmanifest,woff2}'],
    globIgnores: [API_ROUTES_SCRIPT],
    importScripts: [API_ROUTES_SCRIPT],
    // Precached files that no build lists anymore go (and caches of older Workbox versions).
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // Chunks are hashed: the precache needs no cache-busting query.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: null,
    // A page's request leaves while the worker starts (navigation preload), not
    // after it, and as the page's own request: DevTools' throttling, which
    // does not reach the worker's own fetches, applies to it in bench:phone.
    navigationPreload: true,
    runtimeCaching: [
      {
        urlPattern: APP_PAGES,
        handler: 'NetworkFirst',
        options: { cacheName: 'velas-pages', expiration: { maxEntries: 16 } },
      },
    ],
  },
});

/**
 * Api calls go straight to the network, declared to the browser as the worker
 * installs (the Static Routing API, InstallEvent.addRoutes): the worker is not
 * started, nor its fetch handler run, for a call it would only pass on
 * (docs/architecture.md#phone-performance). Browsers without the API keep
 * passing api calls on, as before.
 */
const apiBypassesWorker: Plugin = {
  name: 'velas-api-bypasses-worker',
  apply: 'build',
  generateBundle() {
    const rules = API_PATH_PREFIXES.map((prefix) => ({
      condition: { urlPattern: { pathname: prefix.endsWith('/') ? `${prefix}*` : prefix } },
      source: 'network',
    }));
    this.emitFile({
      type: 'asset',
      fileName: API_ROUTES_SCRIPT,
      source: `// Written at build by apps/web/vite.config.ts (apiBypassesWorker).
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(event.addRoutes(${JSON.stringify(rules)}).catch(() => undefined));
});
`,
    });
  },
};

/**
 * The page asks for the font with its own HTML, not once the stylesheet is
 * parsed and text laid out: it arrives before the first paint more often, so
 * the text is drawn once in Figtree instead of swapping (and moving) later.
 */
const preloadFont: Plugin = {
  name: 'velas-preload-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) => file.endsWith('.woff2'));
      if (font === undefined) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${font}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },
  },
};

/** Each signed-in screen's path and route module, as src/app/screens.ts maps them. */
const SIGNED_IN_SCREEN = /'(\/[\w-]+)': \(\) => import\('\.\/routes\/signed-in\/(\w+)\.tsx'\)/g;

/**
 * A page per signed-in screen (dist/admin/<path>/index.html and the same under
 * /rtl, sent by the api for that path): index.html with modulepreload links
 * for the signed-in layout's and the screen's chunks. With index.html alone the
 * phone asks for them only once the entry has run (half a second of a slowed
 * phone's CPU) and main.tsx looks the route up; named in the page they load
 * beside the entry (docs/architecture.md#phone-performance). The public pages
 * get theirs from scripts/prerender.mjs.
 */
const signedInPages: Plugin = {
  name: 'velas-signed-in-pages',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    const chunks = Object.values(bundle).filter(
      (output): output is Rolldown.OutputChunk => output.type === 'chunk',
    );
    const holding = (source: string) => {
      const chunk = chunks.find((candidate) =>
        candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/apps/web/${source}`)),
      );
      if (chunk === undefined) throw new Error(`no chunk holds ${source}`);
      return chunk;
    };
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (chunk: Rolldown.OutputChunk, files: Set<string>) => {
      if (chunk.isEntry || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) closure(next, files);
      }
    };
    const template = readFileSync(join(dir, 'index.html'), 'utf8');
    const screens = [
      ...readFileSync(new URL('./src/app/screens.ts', import.meta.url), 'utf8').matchAll(
        SIGNED_IN_SCREEN,
      ),
    ];
    if (screens.length === 0) throw new Error('no signed-in screen found in src/app/screens.ts');
    for (const [, path = '', module = ''] of screens) {
      const files = new Set<string>();
      closure(holding('src/app/SignedInFrame.tsx'), files);
      closure(holding(`src/app/routes/signed-in/${module}.tsx`), files);
      const preloads = [...files]
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      for (const prefix of ['admin', 'rtl']) {
        mkdirSync(join(dir, prefix, path), { recursive: true });
        writeFileSync(
          join(dir, prefix, path, 'index.html'),
          template.replace('</head>', `${preloads}</head>`),
        );
      }
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The prerender build (scripts/prerender.mjs) writes no service worker.
  plugins:
    isSsrBuild === true
      ? [react()]
      : [react(), preloadFont, signedInPages, apiBypassesWorker, serviceWorker],
  resolve: { conditions: ['@velas/source'] },
  // Bundled into the prerender build: Node cannot import styled-components'
  // default export as it is.
  ssr: { noExternal: ['styled-components'] },
  worker: { format: 'es' },
  build: {
    // The bench script walks the manifest to sum what each route loads.
    manifest: true,
    target: 'es2022',
    // No manual chunks: the lazy routes (src/app/screens.ts) and the lazy
    // calls' schemas (src/core/lazySchema.ts) draw the boundaries, and each
    // signed-in page preloads its modules (signedInPages above). The web
    // bench (apps/e2e/src/bench/wire-bytes.ts) holds the login's budget
    // (docs/architecture.md#phone-performance).
  },
  server: {
    // `pnpm dev` talks to a local api on the mount points of
    // docs/product/platform.md#services-and-mount-points.
    proxy: Object.fromEntries(
      API_PATH_PREFIXES.map((prefix) => [
        prefix.replace(/\/$/, ''),
        { target: process.env.VELAS_API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
}));
