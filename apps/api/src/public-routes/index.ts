export { cepRoutes } from './cep-routes.js';
export { clientErrorRoutes } from './client-error-routes.js';
export { verifierPageRoutes } from './verifier-page.js';
export { webAppPlugin } from './web-app.js';
