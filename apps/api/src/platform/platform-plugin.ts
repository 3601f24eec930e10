import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes.js';
import { authRoutes } from './auth-routes.js';
import type { DeviceKeys } from './device-cookie.js';
import { passwordRoutes } from './password-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { signInLinkRoutes } from './sign-in-link-routes.js';
import { transactionsRoutes } from './transactions-routes.js';

export async function platformPlugin(
  app: FastifyInstance,
  { devices }: { devices: DeviceKeys },
): Promise<void> {
  await app.register(authRoutes, { devices });
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(signInLinkRoutes, { devices });
  await app.register(accountRoutes);
  await app.register(transactionsRoutes);
}
