// `bench:phone:trace [path ...]`: why a page of `bench:phone` is slow, as a
// Chrome trace and its summary. Tracing costs the page some speed: read its
// figures as proportions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { startApi } from '../harness/api-process.js';
import { chromiumExecutablePath } from '../harness/browser.js';
import { repoRoot } from '../harness/paths.js';
import { openPhone } from './throttled-phone.js';
import { summariseTrace, type TraceEvent } from './trace-summary.js';

const SETTLE_MS = 12_000;
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => {
    cdp.once('Tracing.tracingComplete', (event) => {
      resolve(event.stream ?? '');
    });
  });
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    text +=
      chunk.base64Encoded === true ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

async function trace(executablePath: string, baseUrl: string, path: string, outDir: string) {
  const phone = await openPhone(executablePath, baseUrl, path.startsWith('/admin'));
  const { page } = phone;
  try {
    const workers = await page.evaluate(async () =>
      'serviceWorker' in navigator
        ? (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
            active: registration.active?.state ?? null,
            installing: registration.installing?.state ?? null,
            waiting: registration.waiting?.state ?? null,
          }))
        : [],
    );
    const cdp = await phone.throttle();
    await cdp.send('Tracing.start', {
      categories: CATEGORIES,
      transferMode: 'ReturnAsStream',
    });
    await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const timings = await page.evaluate(() => ({
      controlled: navigator.serviceWorker.controller !== null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      resources: [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name.replace(location.origin, ''),
          type: timing.initiatorType,
          start: Math.round(timing.startTime),
          workerStart: Math.round(timing.workerStart),
          requestStart: Math.round(timing.requestStart),
          end: Math.round(timing.responseEnd),
          bytes: timing.transferSize,
          protocol: timing.nextHopProtocol,
        };
      }),
    }));
    const events = await readTrace(cdp);
    const name = path.replace(/^\//, '').replaceAll('/', '-');
    writeFileSync(join(outDir, `trace-${name}.json`), JSON.stringify({ traceEvents: events }));
    const summary = summariseTrace(events, path);
    const report = { path, workersBefore: workers, ...timings, ...summary };
    writeFileSync(
      join(outDir, `trace-${name}.summary.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    return report;
  } finally {
    await phone.close();
  }
}

const paths = process.argv.slice(2);
const outDir = join(repoRoot, 'artifacts', 'phone-bench');
mkdirSync(outDir, { recursive: true });
const executablePath = await chromiumExecutablePath();
const api = await startApi(join(outDir, 'api-trace.log'));
try {
  console.log(`carga ${loadavg()[0]?.toFixed(1)}`);
  for (const path of paths.length > 0 ? paths : ['/admin/dashboard', '/admin/games']) {
    const report = await trace(executablePath, api.baseUrl, path, outDir);
    console.log(
      `\n${path}: FCP ${String(report.fcp)} ms, controlado pelo SW: ${String(report.controlled)}`,
    );
    console.log('requisições (início → fim ms, bytes):');
    for (const resource of report.resources)
      console.log(
        `  ${String(resource.start).padStart(6)} → ${String(resource.end).padStart(6)} ${String(resource.bytes).padStart(7)} ${resource.workerStart > 0 ? 'sw ' : '   '}${resource.name}`,
      );
    console.log('tarefas longas depois da primeira pintura:');
    for (const task of report.longTasks) {
      console.log(
        `  ${String(task.start).padStart(6)} ms  ${String(task.duration).padStart(5)} ms`,
      );
      for (const [what, ms] of task.inside)
        console.log(`      ${String(ms).padStart(5)} ms  ${what}`);
      for (const [fn, ms] of task.functions)
        console.log(`      ${String(ms).padStart(5)} ms  ƒ ${fn}`);
      for (const [name, ms] of task.files)
        console.log(`      ${String(ms).padStart(5)} ms  ▸ ${name}`);
    }
  }
} finally {
  await api.stop();
}
console.log(`carga depois: ${loadavg()[0]?.toFixed(1)}`);
