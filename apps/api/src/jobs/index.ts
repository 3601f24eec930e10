export { timerScheduler } from './scheduler.js';
export type { Scheduler } from './scheduler.js';
