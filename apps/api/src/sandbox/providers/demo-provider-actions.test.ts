import type { KycCallback, PaymentWebhook } from '@velas/domain/schemas/provider-callbacks';
import { depositResponseSchema } from '@velas/domain/schemas/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { payDeposit, type DemoProviders, type Refusal } from './demo-provider-actions.js';

const t = useTestApp();
let demo: { token: string; id: number };
beforeAll(async () => {
  const token = await loginDemo(t.app);
  const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  demo = { token, id: me.json<{ id: number }>().id };
});

/** The app's own parts, with a provider whose callbacks are recorded and answered with `answer`. */
function providers(answer: Refusal | null) {
  const sent: { url: string; event: PaymentWebhook | KycCallback }[] = [];
  const deps: DemoProviders = {
    db: t.app.db,
    clock: t.app.clock,
    payouts: t.app.payouts,
    sendSigned: (url, event) => {
      sent.push({ url, event });
      return Promise.resolve(answer);
    },
  };
  return { deps, sent };
}

async function newDeposit(amount: number) {
  const response = await t.injectAs(demo.token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount },
  });
  return depositResponseSchema.parse(response.json()).data;
}

describe('payDeposit', () => {
  it('sends the payment webhook for the charge and its amount, then reads the deposit again', async () => {
    const deposit = await newDeposit(2_500);
    const { deps, sent } = providers(null);
    const answer = await payDeposit(deps, demo.id, deposit.id);
    expect(sent).toEqual([
      {
        url: '/providers-api/payment/webhook',
        event: {
          event_id: expect.stringMatching(/^demo-[0-9a-f]{24}$/) as unknown,
          type: 'charge.paid',
          charge_id: deposit.id,
          amount_cents: 2_500,
        },
      },
    ]);
    // The recording provider paid nothing: the deposit read after it is still pending.
    expect(answer).toMatchObject({ data: { id: deposit.id, amount: 2_500, status: 'pending' } });
  });

  it("answers the callback route's refusal as it came", async () => {
    const deposit = await newDeposit(1_000);
    const refusal = {
      status: 409,
      body: { code: 'conflict' as const, message: 'recusado', errors: {} },
    };
    const { deps } = providers(refusal);
    expect(await payDeposit(deps, demo.id, deposit.id)).toEqual({ refused: refusal });
  });
});
