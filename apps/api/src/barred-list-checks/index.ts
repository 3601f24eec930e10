export { barredListPlugin } from './barred-list-plugin.js';
export type { FakeBarredList } from './barred-list-plugin.js';
