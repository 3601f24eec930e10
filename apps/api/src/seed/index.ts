export { beginDemoPasswordHash } from './demo-account.js';
export { demoDataProblems, demoDatabaseMessage } from './demo-data-check.js';
export { seed } from './seed.js';
