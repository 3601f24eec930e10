// The betting platform's calls (docs/product.md#services-and-mount-points), mounted at the root.
import type { FastifyInstance } from 'fastify';
import { alertRoutes } from '../alerts/alert-routes.js';
import { casinoRoutes } from '../casino/casino-routes.js';
import { statementRoutes } from '../money/statement-routes.js';
import { protectionRoutes } from '../protection/protection-routes.js';
import { depositRoutes } from '../wallet/deposit-routes.js';
import { cancelOpenCharges } from '../wallet/deposits-repository.js';
import { withdrawRoutes } from '../wallet/withdraw-routes.js';
import { accountRoutes } from './account-routes.js';
import { authRoutes } from './auth-routes.js';
import { deviceKeys } from './device-cookie.js';
import { passwordRoutes } from './password-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { signInLinkRoutes } from './sign-in-link-routes.js';
import { transactionsRoutes } from './transactions-routes.js';

export function platformPlugin(app: FastifyInstance): void {
  const devices = deviceKeys(app.config);
  authRoutes(app, devices);
  registrationRoutes(app);
  passwordRoutes(app);
  signInLinkRoutes(app, devices);
  accountRoutes(app);
  transactionsRoutes(app);
  statementRoutes(app);
  depositRoutes(app);
  withdrawRoutes(app);
  casinoRoutes(app);
  alertRoutes(app);
  protectionRoutes(app, { cancelOpenCharges });
}
