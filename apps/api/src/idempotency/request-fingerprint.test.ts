import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './request-fingerprint.js';

describe('requestFingerprint', () => {
  it('is one per body whatever the order of its keys, at every depth', () => {
    const first = requestFingerprint({ amount: 3_000, pix: { type: 'CPF', key: '1' } });
    expect(requestFingerprint({ pix: { key: '1', type: 'CPF' }, amount: 3_000 })).toBe(first);
    expect(requestFingerprint({ amount: 3_001, pix: { type: 'CPF', key: '1' } })).not.toBe(first);
    expect(requestFingerprint({ amount: 3_000, pix: { type: 'CPF', key: '2' } })).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells apart what JSON tells apart: arrays in order, null, a missing body', () => {
    expect(requestFingerprint([1, 2])).not.toBe(requestFingerprint([2, 1]));
    expect(requestFingerprint({ a: null })).not.toBe(requestFingerprint({}));
    expect(requestFingerprint(undefined)).toBe(requestFingerprint(null));
  });

  it("leaves out the fields it is told to: the seamless wallet's request_uuid", () => {
    const bet = { transaction_uuid: 't-1', amount: 500_000, request_uuid: 'r-1' };
    const omit = ['request_uuid'];
    const retry = { ...bet, request_uuid: 'r-2' };
    expect(requestFingerprint(retry, { omit })).toBe(requestFingerprint(bet, { omit }));
    expect(requestFingerprint(retry)).not.toBe(requestFingerprint(bet));
    expect(requestFingerprint({ ...bet, amount: 500_001 }, { omit })).not.toBe(
      requestFingerprint(bet, { omit }),
    );
  });
});
