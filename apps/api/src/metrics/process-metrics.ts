// The process's app's metrics, for what is counted with no transaction to
// carry them (metrics/count-after-commit.ts): a provider call, in a request or
// in a job (provider-wire/provider-client.ts). One app per process in production.
import { requestContext } from '../http/request-context.js';
import type { Metrics } from './metrics.js';

let processMetrics: Metrics | undefined;

/** The app's metrics plugin names its registry here. */
export function registerProcessMetrics(metrics: Metrics): void {
  processMetrics = metrics;
}

/** The request's app's metrics inside a request, else the process's (a job). */
export function currentMetrics(): Metrics | undefined {
  const context = requestContext();
  return context === undefined ? processMetrics : context.metrics;
}
