// Tests' scheduler (payouts/scheduler.ts): nothing is ever run by time; the test drives the jobs.
import type { Scheduler } from '../payouts/scheduler.js';

export const manualScheduler: Scheduler = {
  after: () => undefined,
  every: () => undefined,
  cancelAll: () => undefined,
};
