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

/**
 * The service worker (Workbox, generated at build): every built file is
 * precached under its content revision, so a deploy's new sw.js installs the
 * new files, takes over at once (skipWaiting, clientsClaim) and deletes the
 * entries the new build no longer has. Pages go to the network first (a new
 * deploy is served on the next load) and fall back to their cached copy
 * offline. Api calls never match a route, so they always reach the network.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  // lib/pwa/registerServiceWorker.ts registers it, after the page has loaded.
  injectRegister: false,
  // public/manifest.webmanifest stays the manifest.
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,ico,png,svg,webmanifest,woff2}'],
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
const SIGNED_IN_SCREEN = /'(\/[\w-]+)': \(\) => import\('\.\/routes\/signed-in\/(\w+)'\)/g;

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
      closure(holding('src/layouts/SignedInLayout.tsx'), files);
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

/**
 * The small modules the public pages share (ui components, the footer and
 * the menus' items, the wordmark, the demo banner, form validation and the
 * CPF rules, the protection limits, the account calls) in one chunk: as a
 * dozen chunks of one or two KB each, their response headers cost the login
 * more than their code. The entry must not import any of them: the chunk
 * imports the entry, and a cycle between the two would run a module before
 * what it reads (the prerender fails on it). So what the entry imports stays
 * out: the Spinner, the error boundary around every layout with its Button,
 * texts and react-error-boundary, and the calendar the messages count
 * minutes with. The kit's form hooks and Alert, which every form screen
 * loads, join it too. Route modules (the auth layout) stay chunks of their own:
 * the prerender looks them up by name.
 */
const SHARED_SMALL_MODULES = (id: string) =>
  /[\\/]apps[\\/]web[\\/]src[\\/](?:ui[\\/](?!Spinner\.|ScreenErrorBoundary\.|Button\.|copy\.)|lib[\\/](?:useOpenState|operatorLinks)\.|layouts[\\/](?:Footer|navigation)\.|services[\\/](?:productsForSale|accountApi)\.|components[\\/](?:brand[\\/]BrandName|support[\\/]SupportLink|demo[\\/]DemoBanner)\.)|[\\/]packages[\\/]domain[\\/]src[\\/](?:validation|documents|protection)\.|[\\/]packages[\\/]web-core[\\/]src[\\/](?:form[\\/]|ui[\\/]Alert\.)|[\\/]node_modules[\\/]@brazilian-utils[\\/]/.test(
    id,
  );

/**
 * What the signed-in screens share and the public pages never load (the
 * signed-in layout itself with its icons, session clock and reality check, the
 * top bar's deposit and alerts, the KYC dialog) in one chunk: as many
 * small chunks, a phone fetches them six at a time over HTTP/1.1 before the
 * first paint of a signed-in screen. The same goes for the few small modules
 * several screens share (the game frame, the KYC verdicts, the odds helpers):
 * as chunks of their own they cost Histórico Aviator a second round trip (docs/architecture.md#measurements). Nothing the entry
 * or the login imports may match (the entry's own services, account and
 * settings, the products for sale the footer reads, and the auth layout stay out), or the login would load the whole chunk: the web
 * bench fails when the login's scripts pass their budget. zod and the
 * domain's schemas stay out: the calls load them with their first answer
 * (src/core/lazySchema.ts, which the entry's settings call imports, so it
 * stays out too).
 */
const SIGNED_IN_MODULES = (id: string) =>
  /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/](?:identity|game-link)\.|[\\/]packages[\\/]analysis[\\/]src[\\/](?:day|odds[\\/](?:crash-chance|gamma|wilson))\.|[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]game-frame[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](?:features[\\/](?:alerts[\\/](?!AlertSettingsCard\.)|wallet[\\/])|features[\\/]responsible-play[\\/](?:ProtectionWatch|RealityCheck|realityCheck|SessionClock|sessionElapsed)\.|components[\\/]kyc[\\/]|services[\\/](?!accountApi\.|settingsApi\.|productsForSale\.)|layouts[\\/](?!AuthLayout\.|Footer\.|navigation\.)|core[\\/]theme[\\/]ThemeSettings\.|lib[\\/](?:useMediaQuery|useNow)\.)/.test(
    id,
  );

/**
 * zod and the domain's schemas in one chunk that the calls load with their
 * first answer (src/core/lazySchema.ts), after a signed-in screen's first
 * paint. Nothing before the paint may import zod (the stored session is
 * checked by hand for this reason: src/core/persistedState.ts).
 */
const SCHEMA_MODULES = (id: string) =>
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]schemas[\\/]/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  // The prerender build (scripts/prerender.mjs) writes no service worker.
  plugins: isSsrBuild === true ? [react()] : [react(), preloadFont, signedInPages, serviceWorker],
  resolve: { conditions: ['@velas/source'] },
  // Bundled into the prerender build: Node cannot import styled-components'
  // default export as it is.
  ssr: { noExternal: ['styled-components'] },
  worker: { format: 'es' },
  build: {
    // The bench script walks the manifest to sum what each route loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shared', test: SHARED_SMALL_MODULES, includeDependenciesRecursively: false },
            { name: 'signed-in', test: SIGNED_IN_MODULES, includeDependenciesRecursively: false },
            { name: 'schemas', test: SCHEMA_MODULES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    // `pnpm dev` talks to a local api on the mount points of
    // docs/product.md#services-and-mount-points.
    proxy: Object.fromEntries(
      API_PATH_PREFIXES.map((prefix) => [
        prefix.replace(/\/$/, ''),
        { target: process.env.VELAS_API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
}));
