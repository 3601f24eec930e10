import { GAME_IDS } from '@velas/domain/constants';
import { demoGameBetHouse } from '@velas/domain/schemas/operator-settings';
import { connectCatalogueGame } from '#/games/aggregator-catalogue-repository.js';
import { aggregatorClient } from '#/games/aggregator-client.js';
import type { FakeAggregator } from '#/games/game-aggregator.js';
import { selfFetch } from '#/provider-wire/self-fetch.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { demoAggregatorRoutes } from './demo-aggregator-routes.js';
import {
  DEMO_AGGREGATOR_PREFIX,
  DEMO_CRASH_GAME_CODE,
  demoAggregatorKeys,
  demoAggregatorPairs,
  type DemoAggregatorPairs,
} from './demo-aggregator.js';

/**
 * The demo aggregator lives in this server, at whatever host and port the
 * app was opened (a phone on the LAN, 127.0.0.1, another PORT), not only at
 * APP_ORIGIN: its game URLs become paths, so the frame is same-origin with
 * the page that asked and the app's CSP lets it in.
 */
function demoFrameLink(demoOrigin: string): (url: string) => string {
  return (url) => {
    const parsed = new URL(url);
    return parsed.origin === demoOrigin ? `${parsed.pathname}${parsed.search}` : url;
  };
}

function beginPairs(): Promise<DemoAggregatorPairs> {
  const making = demoAggregatorPairs();
  // Awaited when the plugin registers; a start that fails before never does.
  making.catch(() => undefined);
  return making;
}

export function sandboxAggregator(settings: RuntimeSettings): FakeAggregator {
  // Begun now, while the plugins before it register, when it is what will
  // play: settings that name games play those (games/game-aggregator.ts).
  const early = settings.operator.games === undefined ? beginPairs() : undefined;
  return async (app) => {
    const keys = demoAggregatorKeys(app.config.APP_ORIGIN, await (early ?? beginPairs()));
    await app.register(demoAggregatorRoutes, {
      prefix: DEMO_AGGREGATOR_PREFIX,
      keys,
      betHouse: demoGameBetHouse(settings.operator),
    });
    // The demo's one real game: Aviator plays the crash game on the demo house's
    // rounds, once the seed has written the catalogue.
    app.deferredStartUp.add('connect the demo crash game', () =>
      connectCatalogueGame(app.db, GAME_IDS.aviator, DEMO_CRASH_GAME_CODE),
    );
    return {
      settings: keys.settings,
      client: aggregatorClient(keys.settings, {
        fetch: selfFetch(app, { socketOnly: true }),
        metrics: app.metrics,
      }),
      catalogue: null,
      frameLink: demoFrameLink(new URL(keys.settings.baseUrl).origin),
    };
  };
}
