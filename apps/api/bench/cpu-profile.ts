// A CPU profile of the server the bench runs over one measured pass
// (history-server.ts takes it), written as a .cpuprofile (Chrome's devtools
// open it), and summed up by function in microseconds per answered request,
// so two routes' profiles can be set side by side
// (docs/api/benchmarks.md#history-odd-profile). The profiler samples wall
// time while JavaScript runs: on a busy machine a sample also counts the time
// the process waited for a CPU, so its figures run above the CPU time.
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** One function's share of a pass: its own time and the time spent below it too. */
export interface FunctionCost {
  name: string;
  selfMicros: number;
  totalMicros: number;
}

/** Samples every 100 µs: a cached read takes a couple of hundred. */
const SAMPLING_MICROS = 100;

export interface Profiling {
  /** Stops the profiler and writes the profile to `file`. */
  stop(file: string): Promise<void>;
}

export async function startProfiling(): Promise<Profiling> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
  await session.post('Profiler.start');
  return {
    stop: async (file) => {
      try {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(file, JSON.stringify(profile));
      } finally {
        session.disconnect();
      }
    },
  };
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
}

/** Where a function is: the package, or the path under the repository, and its line. */
function place(url: string, line: number): string {
  if (url === '') return '';
  const path = url.replace(/^file:\/\//, '');
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  const short =
    inPackage === null ? path.replace(/^.*?\/(apps|packages)\//, '$1/') : `${inPackage[1]}/…`;
  return `${short}:${line + 1}`;
}

/**
 * The cost of each function over the pass, by name and place (a function's
 * copies in several stacks added up; recursion counted once per sample),
 * from the largest total down.
 */
export function functionCosts(profile: CpuProfile): FunctionCost[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${place(node.callFrame.url, node.callFrame.lineNumber)}`.trim();
  const costs = new Map<string, FunctionCost>();
  const cost = (key: string) => {
    let found = costs.get(key);
    if (found === undefined) {
      found = { name: key, selfMicros: 0, totalMicros: 0 };
      costs.set(key, found);
    }
    return found;
  };
  profile.samples.forEach((sampleId, index) => {
    // Each sample's delta is the time before it; the next one's is closer to what it stands for.
    const micros = profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0;
    const leaf = byId.get(sampleId);
    if (leaf === undefined) return;
    cost(keyOf(leaf)).selfMicros += micros;
    const seen = new Set<string>();
    for (let id: number | undefined = sampleId; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node === undefined) break;
      const key = keyOf(node);
      if (seen.has(key)) continue;
      seen.add(key);
      cost(key).totalMicros += micros;
    }
  });
  return [...costs.values()].sort((a, b) => b.totalMicros - a.totalMicros);
}

/** Functions whose self time is spent while no JavaScript runs, or in the profiler itself. */
const IDLE = new Set(['(idle)', '(program)', '(root)']);

/** Profiled passes of one route, with the requests each answered. */
export type ProfiledPasses = { profile: CpuProfile; requests: number }[];

/** Each function's own and total time over all the passes, in µs per request. */
export function perRequest(passes: ProfiledPasses): Map<string, FunctionCost> {
  const requests = Math.max(
    1,
    passes.reduce((sum, pass) => sum + pass.requests, 0),
  );
  const merged = new Map<string, FunctionCost>();
  for (const { profile } of passes)
    for (const cost of functionCosts(profile)) {
      if (IDLE.has(cost.name)) continue;
      const sum = merged.get(cost.name) ?? { name: cost.name, selfMicros: 0, totalMicros: 0 };
      sum.selfMicros += cost.selfMicros / requests;
      sum.totalMicros += cost.totalMicros / requests;
      merged.set(cost.name, sum);
    }
  return merged;
}

const micros = (value: number) => value.toFixed(1).padStart(6);

/**
 * The route's busiest functions by own time, in µs per request, from
 * perRequest or perf-profile.ts's perfCosts (which has no totals).
 */
export function topSelf(costs: Map<string, FunctionCost>, count = 25): string[] {
  const all = [...costs.values()];
  const busy = all.reduce((sum, cost) => sum + cost.selfMicros, 0);
  return [
    `all the functions: ${busy.toFixed(1)} µs/request`,
    ...all
      .sort((a, b) => b.selfMicros - a.selfMicros)
      .slice(0, count)
      .map((cost) =>
        Number.isNaN(cost.totalMicros)
          ? `${micros(cost.selfMicros)}  ${cost.name}`
          : `${micros(cost.selfMicros)} own ${micros(cost.totalMicros)} total  ${cost.name}`,
      ),
  ];
}

/**
 * What one route spends per request beyond another, function by function
 * (`by` own time, or time below each function included), the largest
 * differences first.
 */
export function costBeyond(
  route: Map<string, FunctionCost>,
  yardstick: Map<string, FunctionCost>,
  by: 'self' | 'total',
  count = 30,
): string[] {
  const pick = (cost: FunctionCost | undefined) =>
    cost === undefined ? 0 : by === 'self' ? cost.selfMicros : cost.totalMicros;
  return [...route.values()]
    .map((cost) => ({ cost, beyond: pick(cost) - pick(yardstick.get(cost.name)) }))
    .sort((a, b) => b.beyond - a.beyond)
    .slice(0, count)
    .map(({ cost, beyond }) => `${micros(beyond)} more (${micros(pick(cost))})  ${cost.name}`);
}
