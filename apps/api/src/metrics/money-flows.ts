// Money flows in the metrics, counted once their transaction committed, in a
// request or in a job (docs/operations.md#what-to-watch).
import { countAfterCommit } from './count-after-commit.js';
import type { MoneyFlow } from './metrics.js';

export function countMoneyFlow(flow: MoneyFlow, cents: number): void {
  countAfterCommit((metrics) => {
    metrics.moneyCents.inc({ flow }, cents);
  });
}
