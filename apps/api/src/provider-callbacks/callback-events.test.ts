// The callbacks' work without HTTP (callback-events.ts): an event is claimed
// once, so a second delivery is a ReplayedEvent and changes nothing; a
// refusal inside the transaction lets the claim go with the rest; the clock
// is read once per callback, so what one callback writes carries one instant.
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import {
  finishKycEvent,
  ReplayedEvent,
  receivePaymentEvent,
  settlePayoutEvent,
} from './callback-events.js';

describe('callback events', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, clock: t.app.clock, payouts: t.app.payouts });
  const payouts = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts')).rows[0]?.n;
  /** A clock a second later at every read: two reads in one callback would differ. */
  const tickingDeps = () => ({
    ...deps(),
    clock: () => {
      const now = t.clock.now();
      t.clock.advance(1_000);
      return now;
    },
  });

  it('records and refunds a payment of an unknown charge once; its repeat is a replay', async () => {
    const event = {
      event_id: 'evt-svc-1',
      type: 'charge.paid' as const,
      charge_id: 'unknowncharge1',
      amount_cents: toCents(1500),
    };
    const before = await payouts();
    await receivePaymentEvent(deps(), t.app.log, event);
    expect(await payouts()).toBe((before ?? 0) + 1);
    await expect(receivePaymentEvent(deps(), t.app.log, event)).rejects.toBeInstanceOf(
      ReplayedEvent,
    );
    expect(await payouts()).toBe((before ?? 0) + 1);
  });

  it('lets the claim go when the settlement is refused, so the event is no replay', async () => {
    const event = {
      event_id: 'evt-svc-2',
      type: 'payout.paid' as const,
      payout_id: 'nosuchpayout',
      amount_cents: toCents(1500),
    };
    for (let attempt = 0; attempt < 2; attempt += 1)
      await expect(settlePayoutEvent(deps(), t.app.log, event)).rejects.toMatchObject({
        kind: 'notFound',
      });
  });

  it('writes the claim and its effect at one instant, however the clock moves meanwhile', async () => {
    const instant = async (sql: string, id: string) =>
      (await t.db.query<{ at: Date }>(sql, [id])).rows.map((row) => row.at.getTime());
    const claimedAt = (eventId: string) =>
      instant('SELECT received_at AS at FROM provider_events WHERE event_id = $1', eventId);

    const payment = {
      event_id: 'evt-svc-3',
      type: 'charge.paid' as const,
      charge_id: 'unknowncharge3',
      amount_cents: toCents(1700),
    };
    await receivePaymentEvent(tickingDeps(), t.app.log, payment);
    const [paidAt] = await claimedAt(payment.event_id);
    const refund = await t.db.query<{ payout_id: string }>(
      'SELECT payout_id FROM received_payments WHERE payment_id = $1',
      [payment.event_id],
    );
    const refundId = refund.rows[0]?.payout_id ?? '';
    expect(
      await instant(
        'SELECT received_at AS at FROM received_payments WHERE payout_id = $1',
        refundId,
      ),
    ).toEqual([paidAt]);
    expect(await instant('SELECT created_at AS at FROM payouts WHERE id = $1', refundId)).toEqual([
      paidAt,
    ]);

    const settled = {
      event_id: 'evt-svc-4',
      type: 'payout.paid' as const,
      payout_id: refundId,
      amount_cents: toCents(1700),
    };
    await settlePayoutEvent(tickingDeps(), t.app.log, settled);
    const [settledClaimAt] = await claimedAt(settled.event_id);
    expect(await instant('SELECT settled_at AS at FROM payouts WHERE id = $1', refundId)).toEqual([
      settledClaimAt,
    ]);
  });

  it("finishes a KYC session at its verdict's claim instant", async () => {
    const user = await registerAndLogin(t.app, 4);
    const opened = await t.injectAs(user.token, {
      method: 'POST',
      url: '/kyc-api/kyc/session',
      payload: { cpf: user.cpf, token: user.token, flow: 'kyc-full', betHouse: 'MINES_BET' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionId = opened.json<{ session_id: string }>().session_id;
    const me = await t.injectAs(user.token, { url: '/api/auth/me' });
    await finishKycEvent(tickingDeps(), t.app.log, {
      event_id: 'evt-svc-5',
      session_id: sessionId,
      user_reference: String(me.json<{ id: number }>().id),
      result: 'rejected',
    });
    const { rows } = await t.db.query<{ claimed: Date; finished: Date }>(
      `SELECT e.received_at AS claimed, s.finished_at AS finished
       FROM provider_events e, kyc_sessions s WHERE e.event_id = $1 AND s.id = $2`,
      ['evt-svc-5', sessionId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.finished.getTime()).toBe(rows[0]?.claimed.getTime());
  });
});
