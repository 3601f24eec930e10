// A deposit's reservation ends with its Idempotency-Key (RESERVATION_MS):
// while the request that reserved it still holds its key the charge counts
// as payable, and once a retry may take the key over the loss limit no
// longer counts it beside the retry's own.
import { randomUUID } from 'node:crypto';
import { commonMessages } from '@velas/domain/messages/common';
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, claimKey } from '#/idempotency/idempotent-request.js';
import { requestFingerprint } from '#/idempotency/request-fingerprint.js';
import { moneyInPeriod } from '#/protection/money-in-period.js';
import { verifiedAccount } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { insertReservation } from './deposits.js';

const t = useTestApp();

describe('a deposit whose request died after its reservation', () => {
  it('stops counting when its key may be taken over, not before', async () => {
    const { id: userId } = await verifiedAccount(t.app, 1);
    const amount = toCents(5_000);
    const request = {
      userId,
      scope: 'deposit' as const,
      key: randomUUID(),
      fingerprint: requestFingerprint({ amount }),
    };
    const start = t.clock.now();
    await claimKey(t.db, request, start, t.app.log);
    await t.db.transaction((tx) => insertReservation(tx, userId, amount, start));
    const awaitingAt = async (now: number) =>
      (await moneyInPeriod(t.db, { userId, start, end: start + 1, now })).awaiting;

    const held = start + ABANDONED_AFTER_MS - 1;
    await expect(claimKey(t.db, request, held, t.app.log)).rejects.toMatchObject({
      message: commonMessages.idempotencyConflict,
    });
    expect(await awaitingAt(held)).toBe(amount);

    const abandoned = start + ABANDONED_AFTER_MS + 1;
    expect(await claimKey(t.db, request, abandoned, t.app.log)).toHaveProperty('request');
    expect(await awaitingAt(abandoned)).toBe(0);
  });
});
