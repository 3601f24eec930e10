// The player's Pix calls (docs/product.md#wallet-deposits): deposits and withdrawals.
import type { FastifyInstance } from 'fastify';
import { depositRoutes } from './deposit-routes.js';
import { withdrawRoutes } from './withdraw-routes.js';

export async function walletPlugin(app: FastifyInstance): Promise<void> {
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
}
