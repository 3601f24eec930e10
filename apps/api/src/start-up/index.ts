export { deferredStartUpPlugin, runDeferredStartUp } from './deferred-start-up-plugin.js';
export { DeferredStartUp } from './deferred-start-up.js';
export { StartUpSteps } from './start-up-steps.js';
