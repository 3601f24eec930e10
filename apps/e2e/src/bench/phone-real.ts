// What a phone gets, measured in a real browser instead of Lighthouse's
// simulation: blocking time is observed after the first paint until the page
// has been quiet for 2 s (no long task and no request in flight). The
// signed-in pages are a returning player's: the service worker installed and
// stopped (`BENCH_SW=block`: from the HTTP cache alone).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { startApi } from '../harness/api-process.js';
import { chromiumExecutablePath } from '../harness/browser.js';
import { repoRoot } from '../harness/paths.js';
import { CPU_SLOWDOWN, openPhone } from './throttled-phone.js';

const TARGETS = { lcpMs: 2500, blockingMs: 200, cls: 0.1, loginKb: 160 };
const PAGES = [
  { path: '/auth/login', signedIn: false },
  { path: '/admin/dashboard', signedIn: true },
  { path: '/admin/history-aviator', signedIn: true },
  { path: '/admin/games', signedIn: true },
];
const QUIET_MS = 2_000;
const LIMIT_MS = 30_000;

interface Figures {
  lcpElement: string;
  fcpMs: number;
  lcpMs: number;
  blockingMs: number;
  cls: number;
  kb: number;
}

/** Observers first, before any script of the page runs: buffered entries are not enough for long tasks. */
const OBSERVE = `(() => {
  const seen = { longTasks: [], lcp: 0, lcpElement: '', cls: 0, lastTaskEnd: 0 };
  window.__phoneBench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push([entry.startTime, entry.duration]);
      seen.lastTaskEnd = entry.startTime + entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      const element = entry.element;
      seen.lcpElement = element
        ? element.tagName.toLowerCase() + ' ' + (entry.url || element.textContent.trim().slice(0, 40))
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * Requests in flight and when that last changed. Event streams (the live
 * rounds) stay open by design and are not counted.
 */
function watchNetwork(page: Page) {
  const network = { inFlight: 0, changedAt: Date.now() };
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  const change = (by: number) => (request: Request) => {
    if (!counted(request)) return;
    network.inFlight += by;
    network.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return network;
}

async function readFigures(page: Page, network: ReturnType<typeof watchNetwork>): Promise<Figures> {
  // Quiet: for QUIET_MS after the load, no long task and no request in flight
  // (or the limit). Long tasks alone are not enough: a screen waiting for its
  // modules or its data runs none, and was read before it had painted.
  await page.waitForLoadState('load');
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const cpuQuiet = await page.evaluate((quiet) => {
      const seen = (window as unknown as { __phoneBench: { lastTaskEnd: number } }).__phoneBench;
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      const loaded = navigation?.loadEventEnd ?? 0;
      return loaded > 0 && performance.now() - Math.max(seen.lastTaskEnd, loaded) > quiet;
    }, QUIET_MS);
    const networkQuiet = network.inFlight <= 0 && Date.now() - network.changedAt > QUIET_MS;
    if (cpuQuiet && networkQuiet) break;
    if (Date.now() > deadline) throw new Error(`a página não sossegou em ${String(LIMIT_MS)} ms`);
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => {
    const seen = (
      window as unknown as {
        __phoneBench: {
          longTasks: [number, number][];
          lcp: number;
          lcpElement: string;
          cls: number;
        };
      }
    ).__phoneBench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const blocking = seen.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const bytes = entries.reduce((sum, entry) => sum + entry.transferSize, 0);
    return {
      lcpElement: seen.lcpElement,
      fcpMs: fcp,
      lcpMs: seen.lcp,
      blockingMs: blocking,
      cls: seen.cls,
      kb: bytes / 1024,
    };
  });
}

async function measure(executablePath: string, baseUrl: string, path: string, signedIn: boolean) {
  const phone = await openPhone(executablePath, baseUrl, signedIn);
  try {
    await phone.context.addInitScript(OBSERVE);
    await phone.throttle();
    const network = watchNetwork(phone.page);
    await phone.page.goto(path, { waitUntil: 'commit', timeout: LIMIT_MS });
    return await readFigures(phone.page, network);
  } finally {
    await phone.close();
  }
}

const outDir = join(repoRoot, 'artifacts', 'phone-bench');
mkdirSync(outDir, { recursive: true });
const executablePath = await chromiumExecutablePath();
const api = await startApi(join(outDir, 'api.log'));
const report: Record<string, Figures & { ratios: Record<string, number> }> = {};
const over: string[] = [];
const ratio = (value: number, target: number) => value / target;
try {
  console.log(
    `Telefone real (390x844, CPU ${CPU_SLOWDOWN}x mais lenta, 4G lento), 1 execução por página; carga ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    'página                    FCP ms   LCP ms  bloq. ms     CLS      KB |  LCP/meta  bloq./meta  CLS/meta  KB/meta',
  );
  for (const { path, signedIn } of PAGES) {
    const figures = await measure(executablePath, api.baseUrl, path, signedIn);
    const ratios = {
      lcp: ratio(figures.lcpMs, TARGETS.lcpMs),
      blocking: ratio(figures.blockingMs, TARGETS.blockingMs),
      cls: ratio(figures.cls, TARGETS.cls),
      ...(signedIn ? {} : { kb: ratio(figures.kb, TARGETS.loginKb) }),
    };
    report[path] = { ...figures, ratios };
    const cell = (value: number | undefined, width: number) =>
      (value === undefined ? '—' : value.toFixed(2)).padStart(width);
    console.log(
      `${path.padEnd(24)} ${figures.fcpMs.toFixed(0).padStart(7)} ${figures.lcpMs.toFixed(0).padStart(8)} ${figures.blockingMs.toFixed(0).padStart(9)} ${figures.cls.toFixed(3).padStart(7)} ${figures.kb.toFixed(1).padStart(7)} | ${cell(ratios.lcp, 9)} ${cell(ratios.blocking, 11)} ${cell(ratios.cls, 9)} ${cell(ratios.kb, 8)}`,
    );
    console.log(`  maior pintura: ${figures.lcpElement}`);
    for (const [name, value] of Object.entries(ratios))
      if (value >= 1) over.push(`${path}: ${name} ${value.toFixed(2)}x a meta`);
  }
} finally {
  await api.stop();
}
console.log(`carga depois: ${loadavg()[0]?.toFixed(1)}`);
writeFileSync(join(outDir, 'phone-real.json'), `${JSON.stringify(report, null, 2)}\n`);
if (over.length > 0) {
  console.error(`Acima das metas (docs/architecture.md#performance-targets):\n${over.join('\n')}`);
  process.exitCode = 1;
}
