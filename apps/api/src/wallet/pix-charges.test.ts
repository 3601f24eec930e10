// The real provider's Pix charges (docs/product/wallet.md#wallet-deposits): each
// charge is created at the payment provider over HTTP with the contract of
// docs/api/providers.md#payment-provider, and the QR and the expiry the player
// sees are the provider's own. Anything else it answers is a 503 in pt-BR,
// never a charge with a made-up code or expiry.
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Unavailable } from '#/domain-errors.js';
import { loginDemo } from '#/test/accounts.js';
import { startPixChargeProvider, type TestPixChargeProvider } from '#/test/pix-charge-provider.js';
import { productionSettings, productionTestApp } from '#/test/production-app.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { httpPixCharges, pickPixCharges } from './pix-charges.js';

const NOW = Date.parse('2026-03-10T18:00:00.000Z');
// The provider's own lifetime, unlike the 400 s the api asks for.
const PROVIDER_LIFETIME_SECONDS = 900;
// Test-only secret, never printed in a document.
const WEBHOOK_SECRET = 'teste-payment-webhook-9Ks3Lw7Pq2Xz5Vn8Bj4Hd6Tf1';

let provider: TestPixChargeProvider;
beforeAll(async () => {
  provider = await startPixChargeProvider({
    lifetimeSeconds: PROVIDER_LIFETIME_SECONDS,
    now: () => NOW,
  });
});
afterAll(() => provider.stop());

describe('httpPixCharges against a payment provider over HTTP', () => {
  it("sends the charge with the bearer key and returns the provider's code and expiry", async () => {
    // A trailing slash in the settings' baseUrl still reaches /charges.
    const charges = httpPixCharges({ baseUrl: `${provider.baseUrl}/`, apiKey: provider.apiKey });
    const charge = await charges.create({ id: 'abc123', amount: 5_000 as Cents, now: NOW });
    expect(provider.requests.at(-1)).toEqual({
      authorization: `Bearer ${provider.apiKey}`,
      path: '/charges',
      body: { charge_id: 'abc123', amount_cents: 5_000, expires_in_seconds: 400 },
    });
    expect(charge.code).toContain('pix.example.com/qr/abc123');
    expect(charge.expiresAt).toBe(NOW + PROVIDER_LIFETIME_SECONDS * 1000);
  });

  it('answers 503 for a refusal, a malformed answer or no answer at all', async () => {
    const refusedWith = async (charges: ReturnType<typeof httpPixCharges>) => {
      const error = await charges
        .create({ id: 'def456', amount: 1_000 as Cents, now: NOW })
        .then(() => null)
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(Unavailable);
      expect(error).toMatchObject({ message: walletMessages.depositFailed });
    };
    // A wrong key: the provider's 401.
    await refusedWith(httpPixCharges({ baseUrl: provider.baseUrl, apiKey: 'outra-chave' }));
    const charges = httpPixCharges({ baseUrl: provider.baseUrl, apiKey: provider.apiKey });
    try {
      for (const answer of [
        { status: 500, body: {} },
        { status: 201, body: { br_code: 'curto', expires_at: '2026-03-10T18:15:00Z' } },
        { status: 201, body: { br_code: '0'.repeat(40), expires_at: 'amanhã' } },
        { status: 200, body: 'não é JSON' },
      ]) {
        provider.answerWith(answer);
        await refusedWith(charges);
      }
    } finally {
      provider.answerWith(null);
    }
    // Nothing listening there.
    const closed = await startPixChargeProvider({ lifetimeSeconds: 1, now: () => NOW });
    await closed.stop();
    await refusedWith(httpPixCharges({ baseUrl: closed.baseUrl, apiKey: closed.apiKey }));
  });
});

describe('which charges production takes', () => {
  it("prefers the provider's, and warns when it has only a static key", async () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    const withProvider = productionSettings({
      providers: {
        payment: {
          webhookSecret: WEBHOOK_SECRET,
          baseUrl: provider.baseUrl,
          apiKey: provider.apiKey,
        },
      },
    });
    const before = provider.requests.length;
    await pickPixCharges(withProvider, testConfig(), log).create({
      id: 'abc124',
      amount: 5_000 as Cents,
      now: NOW,
    });
    expect(provider.requests.length).toBe(before + 1);
    expect(warnings).toEqual([]);
    const staticOnly = productionSettings({
      providers: { payment: { webhookSecret: WEBHOOK_SECRET } },
    });
    const charge = await pickPixCharges(staticOnly, testConfig(), log).create({
      id: 'abc125',
      amount: 5_000 as Cents,
      now: NOW,
    });
    expect(charge.code).toMatch(/^000201/);
    expect(warnings).toEqual([expect.stringMatching(/^pix: static key charges/)]);
  });
});

describe('a production deposit through the provider', () => {
  // The seeded demo account is the verified player of these tests.
  const t = useTestApp(() =>
    productionTestApp({
      providers: {
        payment: {
          webhookSecret: WEBHOOK_SECRET,
          baseUrl: provider.baseUrl,
          apiKey: provider.apiKey,
        },
      },
    }),
  );

  it("shows the provider's charge and its expiry", async () => {
    const before = provider.requests.length;
    const response = await t.injectAs(await loginDemo(t.app), {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 5_000 },
      headers: { 'idempotency-key': 'deposito-provedor-1' },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: { id: string; code: string; expiresAt: string } }>();
    expect(provider.requests.length).toBe(before + 1);
    expect(provider.requests.at(-1)?.body).toMatchObject({
      charge_id: data.id,
      amount_cents: 5_000,
    });
    expect(data.code).toContain(`pix.example.com/qr/${data.id}`);
    expect(data.expiresAt).toBe(new Date(NOW + PROVIDER_LIFETIME_SECONDS * 1000).toISOString());
  });
});
