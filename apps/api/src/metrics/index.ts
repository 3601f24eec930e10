export { countAfterCommit, metricsOf } from './count-after-commit.js';
export { metricsPlugin } from './metrics-plugin.js';
export { createMetrics, statusClass } from './metrics.js';
export type { CallbackResult, Metrics } from './metrics.js';
export { countMoneyFlow } from './money-flows.js';
