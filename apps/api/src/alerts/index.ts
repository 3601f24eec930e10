export { alertRoutes } from './alert-routes.js';
