export { retentionJob } from './retention-job.js';
