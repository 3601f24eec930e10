// After `vite build`: renders the public pages (login, registration, sales
// pages) to static HTML at build time, each written to dist/<path>/index.html
// from dist/index.html with the page's markup in #root and its CSS in <head>.
// The api sends that file for the path (web-app.ts), so a phone paints the
// page before the JavaScript has arrived; the app then replaces it. Where the
// page differs on a phone (login's install banner, chosen by the agent
// string), a phone.html beside it holds the phone's version: the app would
// otherwise insert the banner and push the page down as it starts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const auth = (screen) => ['src/layouts/AuthLayout.tsx', `src/app/routes/auth/${screen}Screen.tsx`];
/** Each prerendered page and the modules it runs (its layout and screen, as src/app/screens.ts maps them). */
const PAGES = {
  '/auth/login': auth('Login'),
  '/auth/register/ROLE_LOTOGREEN': auth('Register'),
  '/auth/register/ROLE_APP_LOTOGREEN': auth('Register'),
  '/auth/presentation': auth('Presentation'),
  '/auth/my-links': auth('MyLinks'),
  '/auth/mentoria': auth('Mentoria'),
  '/auth/bot-teleco-vip': auth('RoboVip'),
};

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const ssrOut = join(web, 'node_modules', '.prerender');

execFileSync(
  'pnpm',
  ['exec', 'vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssrOut, '--logLevel', 'warn'],
  // Outside dist/, so the SSR build leaves the app's files alone.
  { cwd: web, stdio: 'inherit' },
);
const { renderPage } = await import(join(ssrOut, 'prerender.js'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * modulepreload links for every chunk the page's modules import (walked in
 * Vite's manifest): the browser fetches them with the entry script instead of
 * discovering each level only once the one above it has run.
 */
function modulePreloads(sources) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the Vite manifest`);
    if (entry.isEntry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
/** #root and the splash it holds until the app starts (index.html). */
const ROOT = /<div id="root">[\s\S]*?<\/div>/;
if (!ROOT.test(template)) throw new Error('index.html has no #root');

const AGENTS = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

/**
 * What a person typed into the static form would vanish when the app replaces
 * it: the static page can be seen but not used (inert) until the app starts,
 * which replaces the whole #root. `display: contents` leaves the layout as is.
 */
const inertUntilStarted = (html) =>
  `<div inert aria-busy="true" style="display: contents">${html}</div>`;

/** The page as a browser with this agent string renders it. */
async function render(path, userAgent, preloads) {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent }, configurable: true });
  const { html, styles } = await renderPage(path);
  if (!html.includes('<h1') && !html.includes('<h2'))
    throw new Error(`${path} rendered without a heading: ${html.slice(0, 200)}`);
  return template
    .replace('</head>', `${preloads}${styles}</head>`)
    .replace(ROOT, `<div id="root">${inertUntilStarted(html)}</div>`);
}

let phoneVariants = 0;
for (const [path, sources] of Object.entries(PAGES)) {
  const preloads = modulePreloads(sources);
  const desktop = await render(path, AGENTS.desktop, preloads);
  const phone = await render(path, AGENTS.phone, preloads);
  mkdirSync(join(dist, path), { recursive: true });
  writeFileSync(join(dist, path, 'index.html'), desktop);
  if (phone !== desktop) {
    writeFileSync(join(dist, path, 'phone.html'), phone);
    phoneVariants += 1;
  }
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerender: ${Object.keys(PAGES).length} pages, ${phoneVariants} with a phone version`);
