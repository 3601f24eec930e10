export { backofficeRoutes } from './backoffice-routes.js';
export { staffAccountProposalRoutes } from './staff-accounts/staff-account-proposal-routes.js';
