// Builds the app and prints the gzip size of the JavaScript each route loads
// first: the entry, its static imports, the route's layout and screen chunks
// and their static imports (walked in Vite's manifest). Fails when login
// exceeds its budget or pulls in apexcharts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url);

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: new URL('..', import.meta.url),
  });
}

const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function keyOf(sourcePath) {
  const key = Object.keys(manifest).find((candidate) => candidate === sourcePath);
  if (!key) throw new Error(`not in the manifest: ${sourcePath}`);
  return key;
}

/** The chunk files a set of manifest entries load before running, static imports included. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

function measure(label, keys) {
  const chunks = staticClosure(keys);
  const files = [
    ...new Set(chunks.map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ];
  const bytes = files.map(
    (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length,
  );
  const total = bytes.reduce((sum, size) => sum + size, 0);
  const sources = chunks.join(' ');
  const kb = total / 1024;
  console.log(`${label.padEnd(34)} ${kb.toFixed(1).padStart(7)} KB gzip  (${files.length} files)`);
  return { kb, sources, files };
}

const entry = keyOf('index.html');
const login = measure('/auth/login', [
  entry,
  keyOf('src/layouts/AuthLayout.tsx'),
  keyOf('src/app/routes/auth/LoginScreen.tsx'),
]);
const dashboardKeys = [
  entry,
  keyOf('src/layouts/AdminLayout.tsx'),
  keyOf('src/app/routes/admin/DashboardScreen.tsx'),
];
const dashboard = measure('/admin/dashboard', dashboardKeys);
const withChart = measure('/admin/dashboard + chart (lazy)', [
  ...dashboardKeys,
  keyOf('src/features/dashboard/WithdrawalsChart.tsx'),
]);

const aviator = measure('/admin/history-aviator', [
  entry,
  keyOf('src/layouts/AdminLayout.tsx'),
  keyOf('src/app/routes/admin/HistoryAviatorScreen.tsx'),
]);
// The analysis worker is a separate asset, fetched when the screen first computes statistics.
const workerFiles = Object.values(manifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .filter((file) => /analysis\.worker.*\.js$/.test(file));
const workerKb =
  workerFiles.reduce(
    (sum, file) => sum + gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length,
    0,
  ) / 1024;
console.log(
  `${'  + analysis worker'.padEnd(34)} ${workerKb.toFixed(1).padStart(7)} KB gzip  (${workerFiles.length} file)`,
);

console.log(`login / budget ${LOGIN_BUDGET_KB} KB: ${(login.kb / LOGIN_BUDGET_KB).toFixed(2)}`);
console.log(
  `chart adds ${(withChart.kb - dashboard.kb).toFixed(1)} KB, loaded only when the chart is shown`,
);

const problems = [];
if (login.kb > LOGIN_BUDGET_KB)
  problems.push(`login loads ${login.kb.toFixed(1)} KB gzip (> ${LOGIN_BUDGET_KB})`);
if (
  /apexcharts/.test(login.sources) ||
  login.files.some((file) => /apexcharts|WithdrawalsChart/i.test(file))
) {
  problems.push('apexcharts is in the login bundle');
}
// By content too, in case apexcharts were ever merged into a shared chunk with another name.
if (login.files.some((file) => readFileSync(new URL(file, dist), 'utf8').includes('apexcharts'))) {
  problems.push('apexcharts code is in a chunk the login loads');
}
if (workerFiles.length === 0) problems.push('the analysis worker is missing from the build');
if (/apexcharts/.test(aviator.sources))
  problems.push('apexcharts is loaded by /admin/history-aviator');
if (/apexcharts/.test(dashboard.sources))
  problems.push('apexcharts is loaded before the chart is shown');
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
