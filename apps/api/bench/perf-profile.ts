// The server's CPU time by function over one pass, as Linux perf samples it
// (`perf record -e cpu-clock -g`): unlike V8's profiler, which samples wall
// time, it counts only the time the server ran, in JavaScript, in Node and
// V8 (the collector's helper threads too) and in the kernel (the socket
// writes). The server runs with --perf-basic-prof-only-functions, so perf
// names the JavaScript functions, and each sample is charged to the nearest
// JavaScript function on its stack: V8's property lookups, string and
// regular-expression built-ins count for the code that called them
// (docs/api/benchmarks.md#history-odd-profile).
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import type { FunctionCost } from './cpu-profile.js';

const run = promisify(execFile);

/** Samples per second of CPU time. */
const FREQUENCY = 1999;

/** perf record's time to attach to the process. */
const ATTACH_MS = 300;

/** The node flag that lets perf name the functions V8 compiled. */
export const PERF_NODE_FLAG = '--perf-basic-prof-only-functions';

export interface PerfRecording {
  stop(): Promise<void>;
}

/** Records process `pid` into `file` until stopped. */
export async function startPerf(pid: number, file: string): Promise<PerfRecording> {
  const perf = spawn(
    'perf',
    ['record', '-e', 'cpu-clock', '-g', '-F', String(FREQUENCY), '-p', String(pid), '-o', file],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = once(perf, 'exit');
  let failure = '';
  perf.stderr.on('data', (chunk: Buffer) => {
    failure += chunk.toString();
  });
  // perf says nothing once attached: a moment to attach, and to fail if it cannot.
  const attached = await Promise.race([
    new Promise<boolean>((resolve) =>
      setTimeout(() => {
        resolve(true);
      }, ATTACH_MS),
    ),
    exited.then(() => false),
  ]);
  if (!attached) throw new Error(`perf record could not record: ${failure}`);
  return {
    stop: async () => {
      perf.kill('SIGINT');
      await exited;
    },
  };
}

/** The recorded passes' CPU time in µs per request, by function and by area. */
export interface PerfCosts {
  /** By the nearest JavaScript function on the stack (the sample's own function without one). */
  functions: Map<string, FunctionCost>;
  areas: Map<string, number>;
}

interface Frame {
  symbol: string;
  dso: string;
}

export async function perfCosts(passes: { file: string; requests: number }[]): Promise<PerfCosts> {
  const requests = Math.max(
    1,
    passes.reduce((sum, pass) => sum + pass.requests, 0),
  );
  const micros = 1_000_000 / FREQUENCY / requests;
  const functions = new Map<string, FunctionCost>();
  const areas = new Map<string, number>();
  const charge = ({ thread, frames }: { thread: string; frames: Frame[] }) => {
    const charged = chargedTo(thread, frames);
    const cost = functions.get(charged.name) ?? {
      name: charged.name,
      selfMicros: 0,
      totalMicros: Number.NaN,
    };
    cost.selfMicros += micros;
    functions.set(charged.name, cost);
    areas.set(charged.area, (areas.get(charged.area) ?? 0) + micros);
  };
  for (const { file } of passes) {
    const { stdout } = await run('perf', ['script', '-i', file, '-F', 'comm,ip,sym,dso'], {
      maxBuffer: 1024 * 1024 * 1024,
    });
    let sample: { thread: string; frames: Frame[] } | undefined;
    for (const line of stdout.split('\n')) {
      // A sample: "MainThread" then its frames, leaf first: "\t7fab… JS:*'find /…:618:39+0x5b (/tmp/perf-1.map)".
      const frame = /^\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)$/.exec(line);
      if (frame !== null) sample?.frames.push({ symbol: frame[1] ?? '', dso: frame[2] ?? '' });
      else if (line.trim() === '') {
        if (sample !== undefined) charge(sample);
        sample = undefined;
      } else sample = { thread: line.trim(), frames: [] };
    }
    if (sample !== undefined) charge(sample);
  }
  return { functions, areas };
}

const GARBAGE_COLLECTOR =
  /Scaveng|MarkCompact|Marking|Sweep|Evacuat|Heap::|GCTracer|MemoryAllocator/;
const COMPRESSION =
  /Brotli|BackwardReference|ZopfliC|longest_match|deflate|fill_window|compress_block/i;

function chargedTo(thread: string, frames: Frame[]): { name: string; area: string } {
  const leaf = frames[0] ?? { symbol: '(unknown)', dso: '' };
  const script = frames.find((frame) => frame.symbol.startsWith('JS:'));
  const name = shortName(script?.symbol ?? leaf.symbol);
  if (leaf.dso.includes('kernel')) return { name, area: 'kernel (sockets, scheduling)' };
  if (GARBAGE_COLLECTOR.test(leaf.symbol) || thread.startsWith('V8Worker'))
    return { name, area: 'garbage collector, compiler threads' };
  if (COMPRESSION.test(leaf.symbol)) return { name, area: 'compression (cache misses)' };
  if (script === undefined) return { name, area: "Node's C++, libuv, no JavaScript" };
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/\s]+)\//.exec(script.symbol);
  if (inPackage !== null) return { name, area: `JavaScript: ${inPackage[1] ?? ''}` };
  if (script.symbol.includes('/apps/api/')) return { name, area: 'JavaScript: the api' };
  if (script.symbol.includes(' node:')) return { name, area: 'JavaScript: Node (http, streams)' };
  return { name, area: 'JavaScript: other' };
}

/** A package's files by package name, the repository's under apps/ or packages/. */
function shortName(symbol: string): string {
  return symbol
    .trim()
    .replace(/^JS:\S?'?/, '')
    .replace(
      /(?:file:\/\/)?\/\S*\/node_modules\/((?:@[^/]+\/)?[^/\s]+)\/\S*?(:\d+:\d+)?$/,
      '$1/…$2',
    )
    .replace(/(?:file:\/\/)?\/\S*?\/((?:apps|packages)\/\S+)$/, '$1');
}
