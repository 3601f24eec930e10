// Picked in one place, so app.ts registers the same modules in both modes
// (docs/architecture.md#api-layers).
import type { FastifyInstance } from 'fastify';
import type { FakeBarredList } from '#/barred-list-checks/barred-list-plugin.js';
import type { PixConfig } from '#/config/pix-config.js';
import type { FakeAggregator } from '#/games/game-aggregator.js';
import type { FakePayouts } from '#/payouts/payouts-plugin.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { sandboxAggregator } from './aggregator/sandbox-aggregator.js';
import { demoBarRoute } from './barred-list/demo-bar-route.js';
import { sandboxBarredList, unmountedBarredList } from './barred-list/demo-barred-list.js';
import { sandboxPayouts } from './payouts/demo-payout-provider.js';
import { demoOutboxRoutes } from './providers/demo-outbox-routes.js';
import { demoProviderRoutes } from './providers/demo-provider-routes.js';

export interface DemoParts {
  /** The payout provider a demo pays out through; null: the settings' provider. */
  payouts: FakePayouts | null;
  barredList: FakeBarredList;
  /** What plays when the settings name no games; null: no games. */
  aggregator: FakeAggregator | null;
  routes: (app: FastifyInstance) => Promise<void>;
}

/**
 * Production without a barred-list module does not start
 * (settings/production-schema.ts); a test of a production app without one
 * gets the double's answers in memory, with no route mounted.
 */
const PRODUCTION_PARTS: DemoParts = {
  payouts: null,
  barredList: unmountedBarredList(),
  aggregator: null,
  routes: () => Promise.resolve(),
};

/**
 * The demo's sandbox routes: the simulated payments, KYC verdicts and payout
 * failures, and barring oneself, while the Pix sandbox is on; the outbox of
 * the e-mails the demo "sent".
 */
function demoRoutes(secret: string, pixSandbox: boolean): DemoParts['routes'] {
  return async (app) => {
    if (pixSandbox) {
      await app.register(demoProviderRoutes, { secret });
      await app.register(demoBarRoute);
    }
    const outbox = app.providers.demoOutbox;
    if (outbox !== null) await app.register(demoOutboxRoutes, { outbox });
  };
}

export function demoParts(settings: RuntimeSettings, config: PixConfig): DemoParts {
  // Only a demo has a secret (settings/runtime.ts): its doubles sign with it.
  const secret = settings.demoSecret;
  if (settings.mode === 'production' || secret === null) return PRODUCTION_PARTS;
  return {
    payouts: sandboxPayouts(secret),
    barredList: sandboxBarredList(),
    // Used only when the settings name no games (games/game-aggregator.ts).
    aggregator: sandboxAggregator(settings),
    routes: demoRoutes(secret, config.PIX_SANDBOX),
  };
}
