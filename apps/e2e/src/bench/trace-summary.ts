export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface CallFrame {
  functionName: string;
  /** Absent on some frames (V8's own: garbage collection, the program). */
  url?: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface LongTask {
  start: number;
  duration: number;
  inside: [string, number][];
  functions: [string, number][];
  files: [string, number][];
}

const LONG_TASK_US = 50_000;
/** Scheduler frames around the work itself: their children are what is shown. */
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'Receive mojo message',
  'SimpleWatcher::OnHandleReady',
  'v8.callFunction',
  'V8.HandleInterrupts',
  'V8.StackGuard',
]);
const SHOWN = 8;

const file = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '(page)';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function label(event: TraceEvent): string {
  const data = record(event.args?.data ?? event.args?.beginData);
  const url =
    typeof data.url === 'string'
      ? data.url
      : typeof data.fileName === 'string'
        ? data.fileName
        : '';
  const fn =
    typeof data.functionName === 'string' && data.functionName !== ''
      ? ` ${data.functionName}`
      : '';
  return url === '' ? `${event.name}${fn}` : `${event.name} ${file(url)}${fn}`;
}

function top(totals: Map<string, number>): [string, number][] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN)
    .map(([key, us]) => [key, Math.round(us / 1000)]);
}

function add(totals: Map<string, number>, key: string, us: number) {
  totals.set(key, (totals.get(key) ?? 0) + us);
}

export function summariseTrace(events: TraceEvent[], path: string) {
  const mains = new Set(
    events
      .filter(
        (event) => event.name === 'thread_name' && record(event.args).name === 'CrRendererMain',
      )
      .map((event) => `${String(event.pid)}:${String(event.tid)}`),
  );
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' && mains.has(`${String(event.pid)}:${String(event.tid)}`),
    )
    .filter((event) => {
      const url = record(event.args?.data).documentLoaderURL;
      return typeof url === 'string' && url.includes(path);
    })
    .at(-1);
  const thread = navigation ? `${String(navigation.pid)}:${String(navigation.tid)}` : [...mains][0];
  const onThread = events.filter((event) => `${String(event.pid)}:${String(event.tid)}` === thread);
  const zero = navigation?.ts ?? Math.min(...onThread.map((event) => event.ts));
  const fcp =
    onThread.find((event) => event.name === 'firstContentfulPaint' && event.ts >= zero)?.ts ?? zero;
  const complete = onThread
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = complete.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US && event.ts >= fcp,
  );

  // CPU samples of the main thread: [time in µs, node] with each node's frame.
  const nodes = new Map<string, Map<number, CallFrame>>();
  const samples: { ts: number; us: number; frame: CallFrame }[] = [];
  const clock = new Map<string, number>();
  for (const event of events) {
    // The samples come from V8's profiler thread of the page's process.
    if (String(event.pid) !== thread?.split(':')[0]) continue;
    if (event.name === 'Profile') {
      clock.set(event.id ?? '', Number(record(event.args?.data).startTime ?? 0));
      nodes.set(event.id ?? '', new Map());
    }
    if (event.name !== 'ProfileChunk') continue;
    const id = event.id ?? '';
    const data = record(event.args?.data);
    const profile = record(data.cpuProfile);
    const known = nodes.get(id) ?? new Map<number, CallFrame>();
    nodes.set(id, known);
    for (const node of (profile.nodes ?? []) as ProfileNode[]) known.set(node.id, node.callFrame);
    const ids = (profile.samples ?? []) as number[];
    const deltas = (data.timeDeltas ?? []) as number[];
    let at = clock.get(id) ?? 0;
    ids.forEach((node, index) => {
      const delta = deltas[index] ?? 0;
      at += delta;
      const frame = known.get(node);
      if (frame) samples.push({ ts: at, us: Math.max(0, deltas[index + 1] ?? delta), frame });
    });
    clock.set(id, at);
  }

  const longTasks: LongTask[] = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    let coveredUntil = task.ts;
    for (const event of complete) {
      if (event === task || event.ts < task.ts || event.ts >= end) continue;
      if (WRAPPERS.has(event.name)) continue;
      // Direct children only: an event inside an earlier child is that child's time.
      if (event.ts < coveredUntil) continue;
      add(inside, label(event), event.dur ?? 0);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    const functions = new Map<string, number>();
    const files = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const { functionName, url = '', lineNumber } = sample.frame;
      add(
        functions,
        `${functionName || '(anonymous)'} ${file(url)}:${String(lineNumber + 1)}`,
        sample.us,
      );
      add(files, url === '' ? functionName : file(url), sample.us);
    }
    return {
      start: Math.round((task.ts - zero) / 1000),
      duration: Math.round((task.dur ?? 0) / 1000),
      inside: top(inside),
      functions: top(functions),
      files: top(files),
    };
  });
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { traceFcp: Math.round((fcp - zero) / 1000), blocking, longTasks };
}
