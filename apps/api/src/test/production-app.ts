// The production-mode app of the provider tests: one operator ("Casa Real")
// with only the providers a test names, on the demo-seeded template database,
// which a real production start refuses (docs/api/production.md).
import {
  operatorSettingsSchema,
  type OperatorSettingsInput,
} from '@velas/domain/schemas/operator-settings';
import { enabledGames, type AggregatorKeys } from './game-wallet.js';
import { payoutSettings, type TestPayoutProvider } from './payout-provider.js';
import type { TestAppOptions } from './test-app.js';

/** Operator settings as written in the settings file, parsed like the real one. */
type OperatorInput = Partial<OperatorSettingsInput>;

export function productionSettings(operator: OperatorInput = {}) {
  return {
    mode: 'production' as const,
    demoSecret: null,
    operator: operatorSettingsSchema.parse({
      public: { brand: { name: 'Casa Real' } },
      ...operator,
    }),
  };
}

export function productionTestApp(
  operator: OperatorInput = {},
  env: Record<string, string> = {},
): TestAppOptions {
  return {
    acceptDemoDatabase: true,
    env: { APP_MODE: 'production', ...env },
    settings: productionSettings(operator),
  };
}

/**
 * Production with the aggregator's wallet signed by `keys` and money out
 * through the payout double: where a closed or barred account's late win leaves.
 */
export function productionGamesApp(
  keys: AggregatorKeys,
  payouts: TestPayoutProvider,
  operator: OperatorInput = {},
  env: Record<string, string> = {},
): TestAppOptions {
  return productionTestApp(
    {
      ...operator,
      providers: { ...operator.providers, payouts: payoutSettings(payouts) },
      games: enabledGames(keys),
    },
    env,
  );
}
