// docs/api/providers.md's payout and payment callback examples stay replayable: each
// curl's signature verifies over its body with the documented secret at the
// documented timestamp, and each body matches its schema.
import { readFileSync } from 'node:fs';
import {
  paymentWebhookSchema,
  payoutCallbackSchema,
} from '@velas/domain/schemas/provider-callbacks';
import { describe, expect, it } from 'vitest';
import { checkSignature } from '#/provider-wire/signature.js';

const README = readFileSync(new URL('../../../../docs/api/providers.md', import.meta.url), 'utf8');
const EXAMPLE =
  /curl -X POST http:\/\/127\.0\.0\.1:3000(\S+) \\\n(?:.*\\\n)*?\s*-H 'x-velas-timestamp: (\d+)' \\\n\s*-H 'x-velas-signature: (v1=[0-9a-f]{64})' \\\n\s*--data-raw '([^']+)'/g;

const examples = [...README.matchAll(EXAMPLE)].map(([, path, timestamp, signature, body]) => ({
  path,
  timestamp: Number(timestamp),
  signature,
  body: body ?? '',
}));

const SECRETS: Record<string, string> = {
  '/providers-api/payout/callback': 'payout-callback-secret-0123456789abcdef',
  '/providers-api/payment/webhook': 'payment-webhook-secret-0123456789abcdef',
};
const SCHEMAS: Record<string, { safeParse(value: unknown): { success: boolean } }> = {
  '/providers-api/payout/callback': payoutCallbackSchema,
  '/providers-api/payment/webhook': paymentWebhookSchema,
};

describe('docs/api/providers.md callback examples', () => {
  it('has the payout examples', () => {
    expect(
      examples.filter((example) => example.path === '/providers-api/payout/callback'),
    ).toHaveLength(2);
  });

  it.each(examples.filter((example) => example.path !== undefined && example.path in SECRETS))(
    '$path $body',
    (example) => {
      const path = example.path ?? '';
      expect(
        checkSignature({
          secret: SECRETS[path] ?? '',
          rawBody: example.body,
          timestampHeader: String(example.timestamp),
          signatureHeader: example.signature,
          nowMs: example.timestamp * 1000,
        }),
      ).toBeNull();
      expect(SCHEMAS[path]?.safeParse(JSON.parse(example.body)).success).toBe(true);
    },
  );
});
