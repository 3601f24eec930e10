import { describe, expect, it } from 'vitest';
import { checkSignature, computeSignature, signatureHeaders } from './signature.js';

const SECRET = 'payment-webhook-secret-0123456789abcdef';
const BODY =
  '{"event_id":"evt_0001","type":"charge.paid","charge_id":"0123456789abcdef012345678","amount_cents":5000}';

describe('provider signatures', () => {
  it('match the replayable example of docs/api/providers.md', () => {
    expect(computeSignature(SECRET, 1_773_165_600, BODY)).toBe(
      '51f92850ca21141c38d103d6f19f0899e4cf0b8c6595293500a93fd63bc6d0a8',
    );
  });

  it('accept within 5 minutes either side, refuse beyond, a wrong secret and a missing header', () => {
    const signedAt = 1_773_165_600_000;
    const headers = signatureHeaders(SECRET, signedAt, BODY);
    const check = (nowMs: number, secret = SECRET, signature = headers['x-velas-signature']) =>
      checkSignature({
        secret,
        rawBody: BODY,
        timestampHeader: headers['x-velas-timestamp'],
        signatureHeader: signature,
        nowMs,
      });
    expect(check(signedAt + 300_000)).toBeNull();
    expect(check(signedAt - 300_000)).toBeNull();
    expect(check(signedAt + 301_000)).toBe('stale');
    expect(check(signedAt - 301_000)).toBe('stale');
    expect(check(signedAt, 'another-secret-0123456789abcdef0123')).toBe('mismatch');
    expect(check(signedAt, SECRET, 'v1=zz')).toBe('mismatch');
    expect(
      checkSignature({
        secret: SECRET,
        rawBody: BODY,
        timestampHeader: headers['x-velas-timestamp'],
        signatureHeader: undefined,
        nowMs: signedAt,
      }),
    ).toBe('missing');
  });
});
