// One analysis worker for the whole app, started on first use (the worker
// bundle loads only with the screens that need it).
import { createAnalysisClient, type AnalysisClient } from '@velas/analysis/worker-client';

let client: AnalysisClient | undefined;

export function analysisClient(): AnalysisClient {
  client ??= createAnalysisClient();
  return client;
}
