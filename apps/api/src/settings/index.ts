export type { ImageSourcePolicy } from './aggregator-image-policy.js';
export { addressRefusal, bareHostname, imageUrlRefusal } from './aggregator-image-policy.js';
export { databaseRoleMessage } from './database-role-check.js';
export { readSettingsFile } from './read-settings-file.js';
export { demoRuntimeSettings, loadRuntime } from './runtime.js';
export type { RuntimeSettings } from './runtime.js';
export { isSafeOrigin } from './safe-origin.js';
export { settingsPlugin } from './settings-plugin.js';
export { settingsRoutes } from './settings-routes.js';
