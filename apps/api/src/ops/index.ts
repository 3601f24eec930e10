export { opsPlugin } from './ops-plugin.js';
