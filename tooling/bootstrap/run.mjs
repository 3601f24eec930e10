#!/usr/bin/env node
// Runs before anything is installed, so only Node built-ins: fetches the
// pinned Node (when the machine's is older) and pnpm from the npm registry
// into the ignored .cache, installs, then runs the command.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const toolchain = join(root, '.cache', 'toolchain');
// package.json is the one home of the toolchain versions: `packageManager`
// pins pnpm, `engines.node` is the oldest Node the project runs on (vitest 5
// and jsdom 31 need 24.15 on the 24 line), `velas.node` the Node fetched when
// the machine's is older than that.
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = manifest.packageManager.replace(/^pnpm@/, '');
const NODE_VERSION = manifest.velas.node;
const MIN_NODE = manifest.engines.node
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);

function say(line) {
  console.log(`[bootstrap] ${line}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function exitIfFailed(status, command, args) {
  if (status !== 0) {
    console.error(`[bootstrap] falhou: ${command} ${args.join(' ')} (código ${status})`);
    process.exit(status);
  }
}

function mustRun(command, args, options) {
  exitIfFailed(run(command, args, options), command, args);
}

function npmInstallInto(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  mustRun('npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    spec,
  ]);
}

function ensureNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) {
    return process.execPath;
  }
  const packageName = `node-${process.platform}-${process.arch}`;
  const prefix = join(toolchain, `node-${NODE_VERSION}`);
  const binary = join(prefix, 'node_modules', packageName, 'bin', 'node');
  if (!existsSync(binary)) {
    say(`Node ${process.versions.node} é antigo; baixando Node ${NODE_VERSION} do registro npm…`);
    npmInstallInto(prefix, `${packageName}@${NODE_VERSION}`);
  }
  return binary;
}

function ensurePnpm() {
  const prefix = join(toolchain, `pnpm-${pnpmVersion}`);
  const binDir = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(binDir, 'pnpm'))) {
    say(`instalando pnpm ${pnpmVersion}…`);
    npmInstallInto(prefix, `pnpm@${pnpmVersion}`);
  }
  return binDir;
}

// npm exports its own configuration as npm_config_* variables; pnpm would
// read them as its own (nodedir, for one), so the child gets a clean copy.
function childEnvironment(nodeBinary, pnpmBin) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  env.PATH = [dirname(nodeBinary), pnpmBin, env.PATH].join(':');
  env.NODE_BINARY = nodeBinary;
  env.TURBO_TELEMETRY_DISABLED = '1';
  env.DO_NOT_TRACK = '1';
  return env;
}

// `npm test` in two steps: the checks and every package's tests, two at a
// time; then the browser suite alone. Beside the api's PostgreSQL and
// reliability suites, the browser's steps ran past their timeouts.
const testSteps = [
  [
    'pnpm',
    [
      'turbo',
      'run',
      'typecheck',
      'lint',
      'format:check',
      'knip',
      'test',
      'test:postgres',
      'test:reliability',
      '--concurrency=2',
      '--summarize',
    ],
  ],
  ['pnpm', ['turbo', 'run', 'e2e', '--summarize']],
];

/**
 * Each task's wall time from the run summary turbo just wrote (--summarize),
 * slowest first: where a full run spends its minutes, printed by every run.
 */
function printTaskTimes(since) {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return;
  const newest = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .at(-1);
  if (newest === undefined) return;
  const { tasks } = JSON.parse(readFileSync(newest, 'utf8'));
  const times = tasks
    .filter((task) => task.execution?.endTime)
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      cached: task.cache?.status === 'HIT',
    }))
    .sort((a, b) => b.seconds - a.seconds);
  say('tempo de cada tarefa (s):');
  for (const { task, seconds, cached } of times)
    console.log(`  ${seconds.toFixed(0).padStart(6)}  ${task}${cached ? ' (cache)' : ''}`);
}

const commands = {
  build: [
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@velas/api...',
      '--filter=@velas/web...',
      '--filter=@velas/backoffice...',
    ],
  ],
};

/** The api's Node.js flags (apps/api/testing/api-process.ts says why). */
const API_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=25'];

// Ctrl+C or SIGTERM reaches the server, which closes the database cleanly; its
// exit is ours, so a deliberate stop is not reported as a failure.
function startProduct(env) {
  const [command, args] = commands.build;
  mustRun(command, args, { env });
  const server = spawn(env.NODE_BINARY, [...API_NODE_FLAGS, 'dist/server.js'], {
    cwd: join(root, 'apps', 'api'),
    env: { NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      server.kill(signal);
    });
  }
  server.on('exit', (code) => process.exit(code ?? (stopping ? 0 : 1)));
}

function main() {
  const [name = 'test', ...rest] = process.argv.slice(2);
  const nodeBinary = ensureNode();
  const pnpmBin = ensurePnpm();
  const env = childEnvironment(nodeBinary, pnpmBin);
  mustRun('pnpm', ['install', '--prefer-offline', '--reporter=append-only'], { env });
  if (name === 'start') return startProduct(env);
  if (name === 'test') {
    for (const [command, args] of testSteps) {
      const started = Date.now();
      const status = run(command, args, { env });
      printTaskTimes(started);
      exitIfFailed(status, command, args);
    }
    return;
  }
  const [command, args] =
    commands[name] ?? (name === 'turbo' ? ['pnpm', ['turbo', ...rest]] : [name, rest]);
  process.exit(run(command, args, { env }));
}

main();
