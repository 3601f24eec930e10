import type { FastifyInstance } from 'fastify';
import { keepRawJsonBody } from '#/provider-wire/raw-json-body.js';
import { crashPageRoutes } from './crash-page-routes.js';
import { crashPlayRoutes } from './crash-play-routes.js';
import { walletClient, type DemoAggregatorKeys } from './demo-aggregator.js';
import { demoCrashGame } from './demo-crash-game.js';
import { demoOperatorRoutes } from './demo-operator-routes.js';

export interface DemoAggregatorOptions {
  keys: DemoAggregatorKeys;
  /** The demo house whose rounds the game plays. */
  betHouse: string;
}

export function demoAggregatorRoutes(app: FastifyInstance, options: DemoAggregatorOptions): void {
  const { keys, betHouse } = options;
  const game = demoCrashGame(app, walletClient(app, keys.walletSigning), betHouse);
  const origin = new URL(app.config.APP_ORIGIN).origin;

  keepRawJsonBody(app);
  demoOperatorRoutes(app, keys, origin);
  crashPageRoutes(app, game, betHouse);
  crashPlayRoutes(app, game);
}
