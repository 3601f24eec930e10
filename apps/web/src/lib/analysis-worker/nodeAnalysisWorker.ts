// analysis.worker.ts for Node threads: the same API, exposed on the parent port.
import { parentPort } from 'node:worker_threads';
import { analysisApi } from '@velas/analysis/analysis-api';
import { expose, type Endpoint } from 'comlink';

if (!parentPort) throw new Error('Run this file as a worker thread.');
// Node's MessagePort is an EventTarget delivering MessageEvents, as comlink
// expects; only its TypeScript types differ from the DOM's.
expose(analysisApi, parentPort as unknown as Endpoint);
