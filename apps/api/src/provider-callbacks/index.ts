export { PROVIDER_MESSAGES, callbackRoutes } from './callback-routes.js';
