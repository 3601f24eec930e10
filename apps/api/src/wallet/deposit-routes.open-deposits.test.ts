// GET /api/deposits/open: the charges the deposit screen brings back
// (docs/product/wallet.md#wallet-deposits). Only the caller's own, only those that
// can still be paid, newest first.
import { depositResponseSchema, openDepositsResponseSchema } from '@velas/domain/schemas/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo, verifiedAccount } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

async function charge(token: string, amount: number) {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return depositResponseSchema.parse(response.json()).data;
}

async function open(token: string) {
  const response = await t.injectAs(token, { url: '/api/deposits/open' });
  expect(response.statusCode).toBe(200);
  return openDepositsResponseSchema.parse(response.json());
}

describe('GET /api/deposits/open', () => {
  it("lists the player's unpaid, unexpired charges, newest first, with the api's clock", async () => {
    const older = await charge(demo, 5_000);
    t.clock.advance(60_000);
    const newer = await charge(demo, 7_500);
    const answer = await open(demo);
    expect(answer.data.map((deposit) => [deposit.id, deposit.amount, deposit.status])).toEqual([
      [newer.id, 7_500, 'pending'],
      [older.id, 5_000, 'pending'],
    ]);
    expect(answer.data[0]?.code).toBe(newer.code);
    expect(answer.now).toBe(new Date(t.clock.now()).toISOString());
    expect(answer.minimum).toBe(1_000);
  });

  it('drops a charge once it is paid or expired', async () => {
    const paid = await charge(demo, 1_000);
    const pay = await t.injectAs(demo, { method: 'POST', url: `/api/deposits/${paid.id}/pay` });
    expect(pay.statusCode).toBe(200);
    const ids = (await open(demo)).data.map((deposit) => deposit.id);
    expect(ids).not.toContain(paid.id);
    expect(ids.length).toBeGreaterThan(0);

    // Every charge left was created at most 60 s before the newest one: 400 s on, none is open.
    t.clock.advance(400_000);
    expect((await open(demo)).data).toEqual([]);
  });

  it("never shows another player's charge", async () => {
    const mine = await charge(demo, 3_000);
    const other = await verifiedAccount(t.app, 4);
    const theirs = await charge(other.token, 4_000);
    expect((await open(other.token)).data.map((deposit) => deposit.id)).toEqual([theirs.id]);
    expect((await open(demo)).data.map((deposit) => deposit.id)).toEqual([mine.id]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/deposits/open' })).statusCode).toBe(401);
  });
});
