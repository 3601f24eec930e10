export { deviceKeys } from './device-cookie.js';
export { mailersPlugin } from './mailers-plugin.js';
export { platformPlugin } from './platform-plugin.js';
