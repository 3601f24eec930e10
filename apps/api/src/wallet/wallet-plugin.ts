// The idempotency plugin's onRoute hook must see `config.idempotency`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { depositRoutes } from './deposit-routes.js';
import { withdrawalRoutes } from './withdrawals/routes.js';

export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(depositRoutes);
    await app.register(withdrawalRoutes);
  },
  { name: 'wallet', dependencies: ['database', 'settings', 'auth', 'idempotency', 'payouts'] },
);
