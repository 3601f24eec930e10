// Which game aggregator this process talks to (docs/product.md#game-frames):
// the operator's, when its settings enable games; in a demo without them, the
// built-in demo aggregator (docs/product.md#demo-crash-game); otherwise none.
import { BET_HOUSES, GAME_IDS } from '@velas/domain/constants';
import type { GameAggregatorSettings } from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { selfFetch } from '../provider-wire/self-fetch.js';
import type { RuntimeSettings } from '../settings/runtime.js';
import { aggregatorCatalogue, type AggregatorCatalogue } from './aggregator-catalogue.js';
import { aggregatorClient, type AggregatorClient } from './aggregator-client.js';
import { demoAggregatorRoutes } from './demo-aggregator/demo-aggregator-routes.js';
import {
  DEMO_AGGREGATOR_PREFIX,
  DEMO_CRASH_GAME_CODE,
  demoAggregatorKeys,
} from './demo-aggregator/demo-aggregator.js';
import { connectCatalogueGame } from './game-wallet-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The game aggregator games start through; null: every game says it is not connected. */
    gameAggregator: GameAggregator | null;
  }
}

export interface GameAggregator {
  settings: GameAggregatorSettings;
  client: AggregatorClient;
  /** Set when the settings say `catalogue: 'aggregator'` (docs/games.md#catalogue-from-the-aggregator). */
  catalogue: AggregatorCatalogue | null;
  /** What the game frame opens for the URL the aggregator answered (docs/games.md#where-the-demo-game-opens). */
  frameLink(url: string): string;
}

/** A real aggregator's game URL is opened as it came. */
const asAnswered = (url: string) => url;

/**
 * The demo aggregator lives in this server, at whatever host and port the
 * app was opened (a phone on the LAN, 127.0.0.1, another PORT), not only at
 * APP_ORIGIN: its game URLs become paths, so the frame is same-origin with
 * the page that asked and the app's CSP lets it in.
 */
export function demoFrameLink(demoOrigin: string): (url: string) => string {
  return (url) => {
    const parsed = new URL(url);
    return parsed.origin === demoOrigin ? `${parsed.pathname}${parsed.search}` : url;
  };
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
            frameLink: asAnswered,
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
    client: aggregatorClient(keys.settings, selfFetch(app, { socketOnly: true })),
    catalogue: null,
    frameLink: demoFrameLink(new URL(keys.settings.baseUrl).origin),
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

/** registerGameAggregator as the app's plugin: app.gameAggregator for every module. */
export const gameAggregatorPlugin = fp(
  async (app: FastifyInstance, options: { settings: RuntimeSettings }) => {
    await registerGameAggregator(app, options.settings);
  },
  { name: 'game-aggregator', dependencies: ['database'] },
);
