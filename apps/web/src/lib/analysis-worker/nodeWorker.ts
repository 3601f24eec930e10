// The analysis worker on Node's worker_threads, for tests and the benchmark
// (Node has no Web Worker). The thread runs nodeAnalysisWorker.ts through tsx.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerLike } from './workerPool.ts';

type Listener = EventListenerOrEventListenerObject;

/** Starts the analysis worker in a Node thread, shaped like a Web Worker for the client. */
export function startNodeAnalysisWorker(
  entry = join(import.meta.dirname, 'nodeAnalysisWorker.ts'),
): WorkerLike {
  // A path, not new URL(..., import.meta.url): Vite rewrites those into the
  // dev server's URLs, which Node's Worker cannot load.
  const worker = new Worker(entry, {
    execArgv: ['--import', 'tsx', '--conditions=@velas/source'],
  });
  const adapters = new WeakMap<Listener, (payload: unknown) => void>();
  const deliver = (listener: Listener, event: unknown) => {
    if (typeof listener === 'function') listener(event as Event);
    else listener.handleEvent(event as Event);
  };
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => {
      worker.postMessage(message, transfer as never);
    },
    addEventListener(type: string, listener: Listener) {
      // Web Workers hand listeners a MessageEvent; Node emits the bare payload.
      const adapter = (payload: unknown) => {
        deliver(listener, type === 'message' ? { data: payload } : payload);
      };
      adapters.set(listener, adapter);
      worker.on(type, adapter);
    },
    removeEventListener(type: string, listener: Listener) {
      const adapter = adapters.get(listener);
      if (adapter) worker.off(type, adapter);
    },
    terminate: () => void worker.terminate(),
  };
}
