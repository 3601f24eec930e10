export { casinoRoutes } from './casino-routes.js';
