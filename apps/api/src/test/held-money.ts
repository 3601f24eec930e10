// The production-mode app of the held-money tests: the payout provider's
// double over real HTTP, an aggregator whose wallet calls are signed with
// `keys`, and the funded, verified demo account as the player.
import { randomUUID } from 'node:crypto';
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';
import { beforeAll } from 'vitest';
import type { Database } from '#/db/database.js';
import { loginDemo } from './accounts.js';
import {
  rsaKeys,
  walletCall,
  walletPlayer,
  type AggregatorKeys,
  type WalletPlayerFixture,
} from './game-wallet.js';
import { payoutSettings, usePayoutProvider, type TestPayoutProvider } from './payout-provider.js';
import { productionTestApp } from './production-app.js';
import type { TestApp, TestAppOptions } from './test-app.js';
import { useTestApp } from './use-test-app.js';

/** Money out that a person reviews above R$ 30 and two people above R$ 40. */
export const REVIEWED_MONEY_OUT = {
  withdrawalReviewAboveCents: 3_000,
  withdrawalFourEyesAboveCents: 4_000,
  withdrawalsPerHour: 100,
} as const;

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

/**
 * The held-money app for a test file, with the demo account signed in
 * (`demo.token`) and holding a live game token (`demo.player`) once beforeAll ran.
 */
export function useHeldMoney(operator: Partial<OperatorSettingsInput> = {}) {
  const keys = rsaKeys();
  const provider = usePayoutProvider();
  const t = useTestApp(() => heldMoneyApp(provider, keys, operator));
  let signedIn: { token: string; player: WalletPlayerFixture } | undefined;
  const ready = () => {
    if (signedIn === undefined) throw new Error('useHeldMoney: the demo signs in in beforeAll');
    return signedIn;
  };
  beforeAll(async () => {
    const token = await loginDemo(t.app);
    signedIn = { token, player: await walletPlayer(t.db, await demoUserId(t.db), t.clock.now()) };
  });
  const demo = {
    get token() {
      return ready().token;
    },
    get player() {
      return ready().player;
    },
  };
  return { keys, provider, t, demo };
}

/**
 * A bet of R$ 1,00 and a win of `winCents` on it, each answered RS_OK. The
 * held win's id, undefined when the win was credited rather than held.
 */
export async function aHeldWin(
  t: Pick<TestApp, 'app' | 'db'>,
  keys: AggregatorKeys,
  player: WalletPlayerFixture,
  winCents: number,
): Promise<number | undefined> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const answer = await walletCall(t.app, keys, { path, body });
    if (answer.status !== 'RS_OK') throw new Error(`${path}: ${answer.status}`);
  };
  const bet = walletTransaction(player, 100_000);
  await call('/transaction/bet', bet);
  const win = walletTransaction(player, winCents * 1000, {
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
  });
  await call('/transaction/win', win);
  const { rows } = await t.db.query<{ id: number }>(
    "SELECT id FROM held_wins WHERE transaction_uuid = $1 AND status = 'held'",
    [win.transaction_uuid],
  );
  return rows[0]?.id;
}
