// docs/operations/rotating-secrets.md#rotating-secrets: while the settings name a provider's
// previous secret, a callback signed with it still passes the signature
// check (the provider may switch at any moment of the rotation); once the
// previous secret is removed from the settings (the next rolling restart),
// the same callback is refused. One app per settings file, on one database.
import { randomUUID } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER, type WalletResponse } from '@velas/domain/schemas/game-wallet';
import type { SigningKey } from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/app.js';
import { bodySigner } from '#/games/wallet-signature.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { productionSettings } from '#/test/production-app.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { PROVIDER_MESSAGES } from './callback-routes.js';

const OLD = {
  payment: 'payment-webhook-secret-old-0123456789abcdef',
  kyc: 'kyc-callback-secret-old-0123456789abcdef',
  payouts: 'payout-callback-secret-old-0123456789abcdef',
  wallet: 'aggregator-wallet-secret-old-0123456789abcdef',
};
const NEW = {
  payment: 'payment-webhook-secret-new-0123456789abcdef',
  kyc: 'kyc-callback-secret-new-0123456789abcdef',
  payouts: 'payout-callback-secret-new-0123456789abcdef',
  wallet: 'aggregator-wallet-secret-new-0123456789abcdef',
};
const hmac = (secret: string): SigningKey => ({ kind: 'hmac', secret });

function settings(rotating: boolean): RuntimeSettings {
  return productionSettings({
    pix: {
      key: 'financeiro@casareal.com.br',
      merchantName: 'Casa Real',
      merchantCity: 'Sao Paulo',
    },
    providers: {
      payment: {
        webhookSecret: NEW.payment,
        ...(rotating && { previousWebhookSecret: OLD.payment }),
      },
      kyc: {
        baseUrl: 'https://kyc.provider.example',
        apiKey: 'kyc-api-key-0123456789',
        callbackSecret: NEW.kyc,
        ...(rotating && { previousCallbackSecret: OLD.kyc }),
      },
      payouts: {
        baseUrl: 'https://payouts.provider.example',
        apiKey: 'payouts-api-key-0123456789',
        callbackSecret: NEW.payouts,
        ...(rotating && { previousCallbackSecret: OLD.payouts }),
      },
    },
    games: {
      enabled: true,
      aggregator: {
        baseUrl: 'https://aggregator.example/operator/generic/v2',
        operatorId: 1,
        walletKey: hmac(NEW.wallet),
        ...(rotating && { previousWalletKey: hmac(OLD.wallet) }),
        requestKey: hmac('aggregator-request-secret-0123456789abcdef'),
      },
    },
  });
}

const PRODUCTION = { APP_MODE: 'production', APP_ORIGIN: 'https://app.casareal.example' };

const during = useTestApp({ acceptDemoDatabase: true, env: PRODUCTION, settings: settings(true) });
let after: FastifyInstance;
beforeAll(async () => {
  after = await buildApp({
    config: testConfig(PRODUCTION),
    // Shares the database; closing this app must leave it open for the other.
    db: { ...during.db, close: () => Promise.resolve() },
    clock: during.clock.now,
    settings: settings(false),
    acceptDemoDatabase: true,
    // The test server's superuser owns the tables (src/test/test-app.ts says why).
    acceptOwnerRole: true,
  });
  await after.ready();
});
afterAll(() => after.close());

const CALLBACKS = {
  payment: {
    url: '/providers-api/payment/webhook',
    body: () => ({
      event_id: `evt_${randomUUID()}`,
      type: 'charge.paid',
      charge_id: '0123456789abcdef012345678',
      amount_cents: 5_000,
    }),
  },
  kyc: {
    url: '/providers-api/kyc/callback',
    body: () => ({
      event_id: `evt_${randomUUID()}`,
      session_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      user_reference: '999999',
      result: 'rejected',
    }),
  },
  payouts: {
    url: '/providers-api/payout/callback',
    body: () => ({
      event_id: `evt_${randomUUID()}`,
      type: 'payout.paid',
      payout_id: 'saque-999999',
      amount_cents: 5_000,
    }),
  },
} as const;

async function callback(app: FastifyInstance, provider: keyof typeof CALLBACKS, secret: string) {
  const body = JSON.stringify(CALLBACKS[provider].body());
  const response = await sendSignedCallback(app, {
    url: CALLBACKS[provider].url,
    secret,
    at: during.clock.now(),
    body,
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message };
}

const refused = { status: 401, message: PROVIDER_MESSAGES.badSignature };

describe.each(['payment', 'kyc', 'payouts'] as const)(
  'rotating the %s callback secret',
  (provider) => {
    it('accepts the previous secret while it is set, refuses it once removed', async () => {
      const duringOld = await callback(during.app, provider, OLD[provider]);
      const duringNew = await callback(during.app, provider, NEW[provider]);
      // Past the signature: the callback names nothing of ours, so it fails later, never with 401.
      expect(duringOld.status).not.toBe(401);
      expect(duringOld.message).not.toBe(PROVIDER_MESSAGES.badSignature);
      expect(duringNew).toEqual(duringOld);
      expect(await callback(after, provider, OLD[provider])).toEqual(refused);
      expect(await callback(after, provider, NEW[provider])).toEqual(duringNew);
      // Neither secret of another provider opens this one.
      const other = provider === 'kyc' ? 'payment' : 'kyc';
      expect(await callback(during.app, provider, OLD[other])).toEqual(refused);
    });
  },
);

async function walletStatus(app: FastifyInstance, secret: string): Promise<string> {
  const body = JSON.stringify({
    user: 'p_unknown',
    request_uuid: randomUUID(),
    game_code: 'velas_1',
    token: 'tok_unknown',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/games-wallet/user/balance',
    payload: body,
    headers: {
      'content-type': 'application/json',
      [WALLET_SIGNATURE_HEADER]: bodySigner(hmac(secret)).sign(body),
    },
  });
  return response.json<WalletResponse>().status;
}

describe('rotating the game aggregator wallet key', () => {
  it('accepts the previous key while it is set, refuses it once removed', async () => {
    const duringOld = await walletStatus(during.app, OLD.wallet);
    expect(duringOld).not.toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await walletStatus(during.app, NEW.wallet)).toBe(duringOld);
    expect(await walletStatus(after, OLD.wallet)).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await walletStatus(after, NEW.wallet)).toBe(duringOld);
    expect(await walletStatus(during.app, OLD.payment)).toBe('RS_ERROR_INVALID_SIGNATURE');
  });
});
