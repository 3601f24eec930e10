// POST /api/deposits/:id/cancel: the player cancels their own unpaid Pix
// charge (docs/product/wallet.md#wallet-deposits). It stops counting against the loss
// limit at once; someone else's charge is "not found"; a paid one stays paid.
import { walletMessages } from '@velas/domain/messages/wallet';
import { protectionStatusSchema } from '@velas/domain/schemas/protection';
import { depositResponseSchema, openDepositsResponseSchema } from '@velas/domain/schemas/wallet';
import { describe, expect, it } from 'vitest';
import { TEST_LIMITS, verifiedAccount } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

function charge(token: string, amount: number) {
  return t.injectAs(token, { method: 'POST', url: '/api/deposits', payload: { amount } });
}

async function opened(token: string, amount: number) {
  const response = await charge(token, amount);
  expect(response.statusCode).toBe(201);
  return depositResponseSchema.parse(response.json()).data;
}

const cancel = (token: string, id: string) =>
  t.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/cancel` });

async function awaiting(token: string) {
  const response = await t.injectAs(token, { url: '/api/protection/status' });
  return protectionStatusSchema.parse(response.json()).period?.awaiting;
}

describe('POST /api/deposits/:id/cancel', () => {
  it('frees the loss limit the unpaid charge held, and says so twice the same way', async () => {
    const player = await verifiedAccount(t.app, 1);
    // Two thirds of the month's limit: a second charge of the same amount does not fit.
    const amount = Math.floor((TEST_LIMITS.lossLimit * 2) / 3);
    const first = await opened(player.token, amount);
    expect(await awaiting(player.token)).toBe(amount);
    expect((await charge(player.token, amount)).statusCode).not.toBe(201);

    const cancelled = await cancel(player.token, first.id);
    expect(cancelled.statusCode).toBe(200);
    expect(depositResponseSchema.parse(cancelled.json()).data).toMatchObject({
      id: first.id,
      status: 'cancelled',
    });
    expect(await awaiting(player.token)).toBe(0);
    const open = await t.injectAs(player.token, { url: '/api/deposits/open' });
    expect(openDepositsResponseSchema.parse(open.json()).data).toEqual([]);

    // Idempotent: the same answer again, nothing else changed.
    const again = await cancel(player.token, first.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(cancelled.json());

    // The room is back: the same amount is charged now.
    await opened(player.token, amount);
  });

  it("is refused for someone else's charge, which stays open", async () => {
    const owner = await verifiedAccount(t.app, 2);
    const other = await verifiedAccount(t.app, 3);
    const deposit = await opened(owner.token, 5_000);
    const attempt = await cancel(other.token, deposit.id);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({
      code: 'not_found',
      message: walletMessages.depositNotFound,
      errors: {},
    });
    const status = await t.injectAs(owner.token, { url: `/api/deposits/${deposit.id}` });
    expect(depositResponseSchema.parse(status.json()).data.status).toBe('pending');
  });

  it('leaves a paid charge paid, and an expired one expired', async () => {
    const player = await verifiedAccount(t.app, 4);
    const paid = await opened(player.token, 5_000);
    await t.injectAs(player.token, { method: 'POST', url: `/api/deposits/${paid.id}/pay` });
    const late = await cancel(player.token, paid.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'conflict',
      message: walletMessages.depositPaidNotCancellable,
      errors: {},
    });

    const lapsed = await opened(player.token, 5_000);
    t.clock.advance(400_000);
    const answer = await cancel(player.token, lapsed.id);
    expect(answer.statusCode).toBe(200);
    expect(depositResponseSchema.parse(answer.json()).data.status).toBe('expired');
  });
});
