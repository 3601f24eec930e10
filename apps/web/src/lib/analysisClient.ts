// One analysis worker for the whole app, started on first use (the worker
// bundle loads only with the screens that need it); shared by every feature.
// Range checks and the strategy lab share their work among one worker per core.
import { createAnalysisClient, type AnalysisClient } from './analysis-worker/workerClient.ts';
import { poolSizeFor } from './analysis-worker/workerPool.ts';

let client: AnalysisClient | undefined;

export function analysisClient(): AnalysisClient {
  client ??= createAnalysisClient({ poolSize: poolSizeFor(navigator.hardwareConcurrency) });
  return client;
}
