import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorSettingsSchema } from './operator-settings.js';
import { secretSetting, secretValues } from './secret-settings.js';

describe('secretValues', () => {
  it('finds every marked setting, however deep and however wrapped', () => {
    const schema = z.strictObject({
      plain: z.string(),
      payout: z
        .strictObject({ callbackSecret: secretSetting(z.string()), url: z.string() })
        .optional(),
      email: z.strictObject({ apiKey: secretSetting(z.string()).optional() }).prefault({}),
    });
    const value = schema.parse({
      plain: 'not a secret',
      payout: { callbackSecret: 'one', url: 'https://x' },
      email: { apiKey: 'two' },
    });
    expect(secretValues(schema, value)).toEqual([
      { path: 'payout.callbackSecret', value: 'one' },
      { path: 'email.apiKey', value: 'two' },
    ]);
    expect(secretValues(schema, schema.parse({ plain: '' }))).toEqual([]);
  });

  it('covers the secrets and keys of the operator settings', () => {
    const settings = operatorSettingsSchema.parse({
      public: { brand: { name: 'Casa' } },
      providers: {
        payment: { webhookSecret: 'w'.repeat(32) },
        kyc: {
          baseUrl: 'https://k.example',
          apiKey: 'k'.repeat(16),
          callbackSecret: 'c'.repeat(32),
        },
        documents: { baseUrl: 'https://d.example', apiKey: 'd'.repeat(16) },
      },
      ingestApiKey: 'i'.repeat(16),
      previousIngestApiKey: 'p'.repeat(16),
    });
    expect(secretValues(operatorSettingsSchema, settings).map((secret) => secret.path)).toEqual([
      'providers.payment.webhookSecret',
      'providers.kyc.apiKey',
      'providers.kyc.callbackSecret',
      'providers.documents.apiKey',
      'ingestApiKey',
      'previousIngestApiKey',
    ]);
  });

  it("checks the game aggregator's RSA private key and shared secrets, never its public key", () => {
    const aggregator = (requestKey: unknown) =>
      operatorSettingsSchema.parse({
        public: { brand: { name: 'Casa' } },
        games: {
          enabled: true,
          aggregator: {
            baseUrl: 'https://agg.example/operator/generic/v2',
            operatorId: 1,
            walletKey: { kind: 'rsa', pem: '-----BEGIN PUBLIC KEY-----\nabc' },
            requestKey,
          },
        },
      });
    const pem = '-----BEGIN PRIVATE KEY-----\nprivate\n-----END PRIVATE KEY-----';
    expect(
      secretValues(operatorSettingsSchema, aggregator({ kind: 'rsa', pem })).map((s) => s.path),
    ).toEqual(['games.aggregator.requestKey.pem']);
    expect(
      secretValues(
        operatorSettingsSchema,
        aggregator({ kind: 'hmac', secret: 's'.repeat(32) }),
      ).map((s) => s.path),
    ).toEqual(['games.aggregator.requestKey.secret']);
    // A public key where ours belongs is refused outright.
    expect(() => aggregator({ kind: 'rsa', pem: '-----BEGIN PUBLIC KEY-----\nabc' })).toThrow();
  });
});
