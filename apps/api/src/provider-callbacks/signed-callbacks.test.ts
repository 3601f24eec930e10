// During a rotation a callback is checked against each secret at one instant:
// the clock is read once per callback, so a callback the previous secret
// signed at the edge of the tolerance is not found stale only because the
// current secret was tried first (docs/operations/rotating-secrets.md#rotating-secrets).
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics } from '#/metrics/metrics.js';
import { keepRawJsonBody } from '#/provider-wire/raw-json-body.js';
import { SIGNATURE_TOLERANCE_SECONDS, signatureHeaders } from '#/provider-wire/signature.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { PROVIDER_MESSAGES } from './provider-messages.js';
import { signedCallbacks } from './signed-callbacks.js';

const CURRENT = 'kyc-callback-secret-new-0123456789abcdef';
const PREVIOUS = 'kyc-callback-secret-old-0123456789abcdef';
const signedAt = Date.parse('2026-03-10T18:00:00.000Z');
const lastInstantInTime = signedAt + SIGNATURE_TOLERANCE_SECONDS * 1000;

/** A clock one millisecond later at each read, from the last instant the signature is in time. */
let reads = 0;
const app = Fastify();
app.decorate('clock', () => lastInstantInTime + reads++);
app.decorate('settings', {} as RuntimeSettings);
app.decorate('metrics', createMetrics({ defaultMetrics: false }));
keepRawJsonBody(app);
const { signedWith } = signedCallbacks(app);
app.post('/kyc', { preValidation: signedWith('kyc', () => [CURRENT, PREVIOUS]) }, () => ({
  ok: true,
}));
afterAll(() => app.close());

async function callback(secret: string) {
  reads = 0;
  const body = JSON.stringify({ event_id: 'evt_1' });
  return app.inject({
    method: 'POST',
    url: '/kyc',
    payload: body,
    headers: { 'content-type': 'application/json', ...signatureHeaders(secret, signedAt, body) },
  });
}

describe('a signed callback during a rotation', () => {
  it('is checked against both secrets at the same instant', async () => {
    const sent = await callback(PREVIOUS);
    expect(sent.json()).toEqual({ ok: true });
    expect(reads).toBe(1);
  });

  it('is still refused when neither secret signed it', async () => {
    const sent = await callback('someone-else-0123456789abcdef0123456789');
    expect(sent.json()).toMatchObject({ message: PROVIDER_MESSAGES.badSignature });
  });
});
