// Lighthouse's mobile profile on the built product. The targets
// (docs/architecture.md#performance-targets) are checked "após o login",
// Lighthouse's own method for pages behind a login; the "primeira visita" rows
// (every cache cleared, still signed in) are printed but do not fail the bench.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@velas/api/testing/api-process';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startApi } from '../harness/api-process.js';
import { CHROMIUM_FLAGS, chromiumExecutablePath } from '../harness/browser.js';
import { repoRoot } from '../harness/paths.js';
import { DEMO } from '../support/accounts.js';
import { waitForInstalledWorker } from '../support/service-worker.js';
import { signIn } from '../support/sign-in.js';

const RUNS = 3;
type Visit = 'signed-out' | 'first-visit' | 'after-sign-in';
const VISIT_LABELS: Record<Visit, string> = {
  'signed-out': '',
  'first-visit': ' (primeira visita)',
  'after-sign-in': ' (após o login)',
};
/** `checked`: the targets fail the bench; otherwise its shortfalls are only printed. */
const PAGES: { path: string; visit: Visit; checked: boolean }[] = [
  { path: '/auth/login', visit: 'signed-out', checked: true },
  { path: '/admin/dashboard', visit: 'after-sign-in', checked: true },
  { path: '/admin/history-aviator', visit: 'after-sign-in', checked: true },
  { path: '/admin/dashboard', visit: 'first-visit', checked: false },
  { path: '/admin/history-aviator', visit: 'first-visit', checked: false },
];
const LIMITS = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1, loginKb: 160 };

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(
  executablePath: string,
  url: string,
  visit: Visit,
  baseUrl: string,
  run: number,
): Promise<Figures> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'velas-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    chromiumSandbox: false,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    // The sign-in's relative addresses; Lighthouse is given whole ones.
    baseURL: baseUrl,
  });
  try {
    if (visit !== 'signed-out') await signInFirst(context, baseUrl, visit === 'first-visit');
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: visit !== 'signed-out',
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse não mediu ${url}`);
    const { lhr } = result;
    // The whole report of each run, for the diagnostics behind a figure (an
    // outlier run on a loaded machine is not the median's run).
    const slug = `${new URL(url).pathname}-${visit}`.replace(/\W+/g, '-').replace(/^-/, '');
    writeFileSync(join(outDir, `${slug}-run${run + 1}.json`), JSON.stringify(lhr));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      kb: numeric('total-byte-weight') / 1024,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The service worker installs once the page has loaded; `forget` then clears every cached file. */
async function signInFirst(
  context: BrowserContext,
  baseUrl: string,
  forget: boolean,
): Promise<void> {
  const page = await context.newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await waitForInstalledWorker(page);
  // Away from the app, so that nothing is fetched after the clearing.
  await page.goto('about:blank');
  if (forget) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: baseUrl,
      storageTypes: 'cache_storage,service_workers',
    });
  }
  await page.close();
}

const outDir = join(repoRoot, 'artifacts', 'lighthouse');
mkdirSync(outDir, { recursive: true });
const executablePath = await chromiumExecutablePath();
const api = await startApi(join(outDir, 'api.log'));
const problems: string[] = [];
const shortfalls: string[] = [];
const report: Record<string, Figures & { runs: Figures[] }> = {};
try {
  // Lighthouse simulates the phone from what this machine observed: on a busy
  // machine the same page scores lower, so the load goes beside the figures.
  console.log(
    `Lighthouse (mobile, ${RUNS} runs, median) with ${executablePath}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    'page                                        score   FCP ms   LCP ms   TBT ms    CLS      KB',
  );
  for (const { path, visit, checked } of PAGES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measure(executablePath, `${api.baseUrl}${path}`, visit, api.baseUrl, run));
    const page = `${path}${VISIT_LABELS[visit]}`;
    const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    const figures: Figures = {
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      kb: pick('kb'),
    };
    report[page] = { ...figures, runs };
    console.log(
      `${page.padEnd(42)} ${String(figures.score).padStart(6)} ${figures.fcpMs.toFixed(0).padStart(8)} ${figures.lcpMs.toFixed(0).padStart(8)} ${figures.tbtMs.toFixed(0).padStart(8)} ${figures.cls.toFixed(3).padStart(6)} ${figures.kb.toFixed(1).padStart(7)}`,
    );
    const below = checked ? problems : shortfalls;
    if (figures.score < LIMITS.score) below.push(`${page}: performance ${figures.score}`);
    if (figures.lcpMs >= LIMITS.lcpMs) below.push(`${page}: LCP ${figures.lcpMs.toFixed(0)} ms`);
    if (figures.tbtMs >= LIMITS.tbtMs) below.push(`${page}: TBT ${figures.tbtMs.toFixed(0)} ms`);
    if (figures.cls >= LIMITS.cls) below.push(`${page}: CLS ${figures.cls.toFixed(3)}`);
    if (visit === 'signed-out' && figures.kb > LIMITS.loginKb)
      below.push(`${page}: ${figures.kb.toFixed(1)} KB transferred`);
  }
} finally {
  await api.stop();
}
console.log(`load average after: ${loadavg()[0]?.toFixed(1)}`);
writeFileSync(join(outDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
if (shortfalls.length > 0)
  console.log(
    `Primeira visita, abaixo dos mesmos limiares (sem falhar):\n${shortfalls.join('\n')}`,
  );
if (problems.length > 0) {
  console.error(
    `Abaixo das metas (docs/architecture.md#performance-targets):\n${problems.join('\n')}`,
  );
  process.exitCode = 1;
}
