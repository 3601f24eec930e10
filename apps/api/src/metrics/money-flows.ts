// Money flows in the metrics, counted once their transaction committed
// (docs/operations.md#what-to-watch). Inside a request the request's app
// counts; the jobs that settle payouts outside a request count in the
// process's app (one per process in production).
import { afterCommit } from '../db/after-commit.js';
import { requestContext } from '../http/request-context.js';
import type { Metrics, MoneyFlow } from './metrics.js';

let processMetrics: Metrics | undefined;

/** The app's metrics plugin names its registry here. */
export function useProcessMetrics(metrics: Metrics): void {
  processMetrics = metrics;
}

/** The request's app's metrics inside a request, else the process's (a job). */
export function currentMetrics(): Metrics | undefined {
  const context = requestContext();
  return context === undefined ? processMetrics : context.metrics;
}

export function countMoneyFlow(flow: MoneyFlow, cents: number): void {
  const metrics = currentMetrics();
  if (metrics === undefined) return;
  afterCommit(() => {
    metrics.moneyCents.inc({ flow }, cents);
  });
}
