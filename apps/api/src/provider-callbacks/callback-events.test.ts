// The callbacks' work without HTTP (callback-events.ts): an event is claimed
// once, so a second delivery is a ReplayedEvent and changes nothing; a
// refusal inside the transaction lets the claim go with the rest.
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { ReplayedEvent, receivePaymentEvent, settlePayoutEvent } from './callback-events.js';

describe('callback events', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, clock: t.app.clock, payouts: t.app.payouts });
  const payouts = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts')).rows[0]?.n;

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
});
