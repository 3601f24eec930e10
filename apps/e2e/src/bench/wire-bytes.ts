// What each route costs a browser that accepts brotli: the bytes the server
// actually sends, walked in Vite's manifest, not a gzip of files on disk.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '@velas/api/testing/api-process';
import { TIME_ZONE } from '@velas/domain/calendar';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

interface WireAnswer {
  bytes: number;
  encoding: string;
}

const LOGIN_SCRIPT_BUDGET_KB = 150;
const CANDLES_BUDGET_KB = 30;
const ACCEPT = 'br, gzip, deflate';
const repo = new URL('../../../../', import.meta.url).pathname;
const dist = join(repo, 'apps/web/dist/');

if (!process.argv.includes('--no-build')) {
  const build = (filter: string) =>
    execFileSync('pnpm', ['--filter', filter, 'run', 'build'], { stdio: 'inherit', cwd: repo });
  build('@velas/web');
  build('@velas/api');
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function chunkOf(key: string): ManifestChunk {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`not in the manifest: ${key}`);
  return chunk;
}

function wireBytes(baseUrl: string, path: string, acceptEncoding = ACCEPT): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers: { 'accept-encoding': acceptEncoding } });
    req.on('response', (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${path}: ${String(response.statusCode)}`));
        else resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function keyOf(sourcePath: string): string {
  chunkOf(sourcePath);
  return sourcePath;
}

function staticClosure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunkOf(key).imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

async function measure(baseUrl: string, label: string, page: string, keys: string[]) {
  const chunks = staticClosure(keys);
  const scripts = [...new Set(chunks.map((key) => chunkOf(key).file))].filter((file) =>
    file.endsWith('.js'),
  );
  const styles = [...new Set(chunks.flatMap((key) => chunkOf(key).css ?? []))];
  const html = await wireBytes(baseUrl, page);
  let scriptBytes = 0;
  const encodings = new Set([html.encoding]);
  for (const file of [...scripts, ...styles]) {
    const { bytes, encoding } = await wireBytes(baseUrl, `/${file}`);
    if (file.endsWith('.js')) scriptBytes += bytes;
    else html.bytes += bytes;
    encodings.add(encoding);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  console.log(
    `${label.padEnd(34)} scripts ${kb(scriptBytes)} (${String(scripts.length)} files), page+css ${kb(html.bytes)}  [${[...encodings].join(', ')}]`,
  );
  return {
    scriptKb: scriptBytes / 1024,
    sources: chunks.join(' '),
    files: scripts,
    encodings,
  };
}

/** The api backfills 7 days of rounds after it starts answering: wait for 1000 candles. */
async function candlesOnTheWire(baseUrl: string): Promise<Record<string, number>> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const path = `/history-api/history-odd?date=${today}&numberVelas=1000&betHouse=MINES_BET`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(new URL(path, baseUrl));
    if (response.ok && ((await response.json()) as unknown[]).length === 1000) break;
    if (Date.now() > deadline) throw new Error('no 1000 candles after 120 s of backfill');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const sizes: Record<string, number> = {};
  for (const accept of ['br', 'gzip', 'identity']) {
    const { bytes, encoding } = await wireBytes(baseUrl, path, accept);
    sizes[encoding] = bytes / 1024;
  }
  console.log(
    `${'history-odd, 1000 candles'.padEnd(34)} ${Object.entries(sizes)
      .map(([encoding, kb]) => `${encoding} ${kb.toFixed(1)} KB`)
      .join(', ')}`,
  );
  return sizes;
}

const dataRoot = mkdtempSync(join(tmpdir(), 'velas-web-bench-'));
const api = await startApiProcess({
  entry: join(repo, 'apps/api/dist/server.js'),
  cwd: repo,
  ownProcessGroup: true,
  healthTimeoutMs: 180_000,
  env: {
    NODE_ENV: 'production',
    DATA_DIR: join(dataRoot, 'data'),
    WEB_DIST_DIR: dist,
    LOG_LEVEL: 'warn',
  },
});

const problems: string[] = [];
try {
  const entry = keyOf('index.html');
  const login = await measure(api.url, '/auth/login', '/auth/login', [
    entry,
    keyOf('src/layouts/AuthLayout.tsx'),
    keyOf('src/app/routes/auth/LoginScreen.tsx'),
  ]);
  const dashboardKeys = [
    entry,
    keyOf('src/app/SignedInFrame.tsx'),
    keyOf('src/app/routes/signed-in/DashboardScreen.tsx'),
  ];
  const dashboard = await measure(api.url, '/admin/dashboard', '/admin/dashboard', dashboardKeys);
  const withChart = await measure(api.url, '/admin/dashboard + chart (lazy)', '/admin/dashboard', [
    ...dashboardKeys,
    keyOf('src/features/dashboard/WithdrawalsChart.tsx'),
  ]);
  const aviator = await measure(api.url, '/admin/history-aviator', '/admin/history-aviator', [
    entry,
    keyOf('src/app/SignedInFrame.tsx'),
    keyOf('src/app/routes/signed-in/HistoryAviatorScreen.tsx'),
  ]);
  // The analysis worker is a separate asset, fetched when the screen first computes statistics.
  const workerFiles = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => /analysis\.worker.*\.js$/.test(file));
  let workerBytes = 0;
  for (const file of workerFiles) workerBytes += (await wireBytes(api.url, `/${file}`)).bytes;
  console.log(
    `${'  + analysis worker'.padEnd(34)} scripts ${(workerBytes / 1024).toFixed(1).padStart(6)} KB (${String(workerFiles.length)} file)`,
  );
  const candles = await candlesOnTheWire(api.url);

  console.log(
    `login scripts / budget ${String(LOGIN_SCRIPT_BUDGET_KB)} KB: ${(login.scriptKb / LOGIN_SCRIPT_BUDGET_KB).toFixed(2)}`,
  );
  console.log(
    `chart adds ${(withChart.scriptKb - dashboard.scriptKb).toFixed(1)} KB, loaded only when the chart is shown`,
  );

  if (login.scriptKb > LOGIN_SCRIPT_BUDGET_KB)
    problems.push(
      `login loads ${login.scriptKb.toFixed(1)} KB of scripts (> ${String(LOGIN_SCRIPT_BUDGET_KB)})`,
    );
  if (!login.encodings.has('br') || login.encodings.has('identity'))
    problems.push(`login is not all brotli: ${[...login.encodings].join(', ')}`);
  const brotliKb = candles.br ?? Infinity;
  if (brotliKb > CANDLES_BUDGET_KB)
    problems.push(
      `1000 candles take ${brotliKb.toFixed(1)} KB brotli (> ${String(CANDLES_BUDGET_KB)})`,
    );
  if (
    /apexcharts/.test(login.sources) ||
    login.files.some((file) => /apexcharts|WithdrawalsChart/i.test(file))
  ) {
    problems.push('apexcharts is in the login bundle');
  }
  // By content too, in case apexcharts were ever merged into a shared chunk with another name.
  if (login.files.some((file) => readFileSync(join(dist, file), 'utf8').includes('apexcharts')))
    problems.push('apexcharts code is in a chunk the login loads');
  if (workerFiles.length === 0) problems.push('the analysis worker is missing from the build');
  if (/apexcharts/.test(aviator.sources))
    problems.push('apexcharts is loaded by /admin/history-aviator');
  if (/apexcharts/.test(dashboard.sources))
    problems.push('apexcharts is loaded before the chart is shown');
} finally {
  await api.stop('SIGTERM', 10_000);
  rmSync(dataRoot, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
