// Tests' scheduler (jobs/scheduler.ts): nothing is ever run by time; the test drives the jobs.
import type { Scheduler } from '#/jobs/scheduler.js';

export const manualScheduler: Scheduler = {
  after: () => undefined,
  every: () => undefined,
  stop: () => Promise.resolve(),
};
