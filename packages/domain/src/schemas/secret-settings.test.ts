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
    });
    expect(secretValues(operatorSettingsSchema, settings).map((secret) => secret.path)).toEqual([
      'providers.payment.webhookSecret',
      'providers.kyc.apiKey',
      'providers.kyc.callbackSecret',
      'providers.documents.apiKey',
      'ingestApiKey',
    ]);
  });
});
