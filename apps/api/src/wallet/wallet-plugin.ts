// The player's Pix calls (docs/product/wallet.md#wallet-deposits): deposits and
// withdrawals. Their money routes declare `config.idempotency`, which the
// idempotency plugin's onRoute hook must see.
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
