export { healthRoutes } from './health-routes.js';
export { readiness } from './readiness.js';
