// Which game aggregator this process talks to (docs/product.md#game-frames):
// the operator's, when its settings enable games; in a demo without them, the
// built-in demo aggregator (docs/product.md#demo-crash-game); otherwise none.
import { BET_HOUSES, GAME_IDS } from '@velas/domain/constants';
import type { GameAggregatorSettings } from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';
import type { RuntimeSettings } from '../settings/runtime.js';
import { aggregatorCatalogue, type AggregatorCatalogue } from './aggregator-catalogue.js';
import { aggregatorClient, type AggregatorClient } from './aggregator-client.js';
import { demoAggregatorRoutes } from './demo-aggregator/demo-aggregator-routes.js';
import {
  DEMO_AGGREGATOR_PREFIX,
  DEMO_CRASH_GAME_CODE,
  demoAggregatorKeys,
} from './demo-aggregator/demo-aggregator.js';
import { loopbackFetch } from './demo-aggregator/loopback-fetch.js';
import { connectCatalogueGame } from './game-wallet-repository.js';

export interface GameAggregator {
  settings: GameAggregatorSettings;
  client: AggregatorClient;
  /** Set when the settings say `catalogue: 'aggregator'` (docs/games.md#catalogue-from-the-aggregator). */
  catalogue: AggregatorCatalogue | null;
}

/** Decorates app.gameAggregator, and mounts the demo aggregator when it is the one. */
export async function registerGameAggregator(
  app: FastifyInstance,
  settings: RuntimeSettings,
): Promise<GameAggregatorSettings | null> {
  const games = settings.operator.games;
  if (games !== undefined) {
    const aggregator = games.enabled ? (games.aggregator ?? null) : null;
    const client = aggregator === null ? null : aggregatorClient(aggregator);
    app.decorate(
      'gameAggregator',
      aggregator === null || client === null
        ? null
        : {
            settings: aggregator,
            client,
            catalogue:
              aggregator.catalogue === 'aggregator'
                ? aggregatorCatalogue({
                    client,
                    db: app.db,
                    clock: app.clock,
                    imagePolicy: {
                      aggregatorHost: new URL(aggregator.baseUrl).host,
                      imageHosts: aggregator.imageHosts ?? [],
                      // Loopback is the demo's aggregator; production never fetches inside our network.
                      allowLoopback: settings.mode !== 'production',
                    },
                    onError: (reason) => {
                      app.log.warn({ reason }, 'aggregator game list unavailable');
                    },
                    onImageRefused: (url, reason) => {
                      app.log.warn({ url, reason }, 'aggregator game image not used');
                    },
                  })
                : null,
          },
    );
    return aggregator;
  }
  if (settings.mode !== 'demo') {
    app.decorate('gameAggregator', null);
    return null;
  }
  const keys = demoAggregatorKeys(app.config.APP_ORIGIN);
  app.decorate('gameAggregator', {
    settings: keys.settings,
    client: aggregatorClient(keys.settings, loopbackFetch(app)),
    catalogue: null,
  });
  await app.register(demoAggregatorRoutes, {
    prefix: DEMO_AGGREGATOR_PREFIX,
    keys,
    betHouse: settings.operator.simulatedBetHouses?.[0] ?? BET_HOUSES[0],
  });
  // The demo's one real game: Aviator plays the crash game on the demo house's rounds.
  await connectCatalogueGame(app.db, GAME_IDS.aviator, DEMO_CRASH_GAME_CODE);
  return keys.settings;
}
