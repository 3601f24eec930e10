import type { GameAggregatorSettings } from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { aggregatorCatalogue, type AggregatorCatalogue } from './aggregator-catalogue.js';
import { aggregatorClient, type AggregatorClient } from './aggregator-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The game aggregator games start through; null: every game says it is not connected. */
    gameAggregator: GameAggregator | null;
  }
}

export interface GameAggregator {
  settings: GameAggregatorSettings;
  client: AggregatorClient;
  /** Set when the settings say `catalogue: 'aggregator'`. */
  catalogue: AggregatorCatalogue | null;
  frameLink(url: string): string;
}

/** A real aggregator's game URL is opened as it came. */
const asAnswered = (url: string) => url;

/**
 * An aggregator that lives in this server (the demo's): it mounts its own
 * routes on `app` and answers what the games need of an aggregator.
 */
export type FakeAggregator = (app: FastifyInstance) => Promise<GameAggregator>;

export async function registerGameAggregator(
  app: FastifyInstance,
  settings: RuntimeSettings,
  fake: FakeAggregator | null,
): Promise<void> {
  const games = settings.operator.games;
  if (games !== undefined) {
    const aggregator = games.enabled ? (games.aggregator ?? null) : null;
    const client =
      aggregator === null ? null : aggregatorClient(aggregator, { metrics: app.metrics });
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
                      // Loopback is the demo's aggregator; production never
                      // fetches inside our network.
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
    return;
  }
  app.decorate('gameAggregator', fake === null ? null : await fake(app));
}

/**
 * registerGameAggregator as the app's plugin: app.gameAggregator for every
 * module. `fake`: what plays when the settings name no games (the demo's,
 * which adds a step to the deferred start-up).
 */
export const gameAggregatorPlugin = fp(
  async (
    app: FastifyInstance,
    options: { settings: RuntimeSettings; fake: FakeAggregator | null },
  ) => {
    await registerGameAggregator(app, options.settings, options.fake);
  },
  { name: 'game-aggregator', dependencies: ['database', 'metrics', 'deferred-start-up'] },
);
