// The player's Pix calls (docs/product.md#wallet-deposits): deposits and
// withdrawals; and app.haltPlay, which reaches every module registered after it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { depositRoutes } from './deposit-routes.js';
import { decorateHaltPlay } from './halt-play.js';
import { withdrawalRoutes } from './withdrawal-routes.js';

export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    decorateHaltPlay(app);
    await app.register(depositRoutes);
    await app.register(withdrawalRoutes);
  },
  { name: 'wallet' },
);
