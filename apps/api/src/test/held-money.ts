// The production-mode app of the held-money tests: the payout provider's
// double over real HTTP, an aggregator whose wallet calls are signed with
// `keys`, and the funded, verified demo account as the player.
import { randomUUID } from 'node:crypto';
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';
import type { Database } from '../db/database.js';
import type { AggregatorKeys } from './game-wallet.js';
import { payoutSettings, type TestPayoutProvider } from './payout-provider.js';
import { productionTestApp } from './production-app.js';
import type { TestAppOptions } from './test-app.js';

export function heldMoneyApp(
  provider: TestPayoutProvider,
  keys: AggregatorKeys,
  operator: Partial<OperatorSettingsInput> = {},
): TestAppOptions {
  return productionTestApp({
    providers: { payouts: payoutSettings(provider) },
    games: {
      enabled: true,
      aggregator: {
        baseUrl: 'http://127.0.0.1:9/operator/generic/v2',
        operatorId: 1,
        walletKey: keys.wallet,
        requestKey: keys.signing,
      },
    },
    ...operator,
  });
}

export async function demoUserId(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_EMAIL,
  ]);
  return rows[0]?.id ?? 0;
}

/** A wallet transaction body of the player's game (amount in wallet units). */
export function walletTransaction(
  player: { user: string; token: string; gameCode: string },
  amountUnits: number,
  extra: Record<string, unknown> = {},
) {
  return {
    user: player.user,
    transaction_uuid: randomUUID(),
    token: player.token,
    round: 'round-1',
    round_closed: false,
    request_uuid: randomUUID(),
    game_code: player.gameCode,
    currency: 'BRL',
    amount: amountUnits,
    ...extra,
  };
}
