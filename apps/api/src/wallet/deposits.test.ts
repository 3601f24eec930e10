import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { depositResponseSchema } from '@velas/domain/schemas/wallet';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, loginDemo, registerAndLogin } from '#/test/accounts.js';
import { crc16CcittFalse, emvFields } from '#/test/emv.js';
import { createTestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';
import { listOpenDeposits, reserveCharge } from './deposits.js';

// jsqr is CommonJS with a `default` property; typed as an ES default export.
const jsQR = jsqr.default;

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

const deposit = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.injectAs(token, { method: 'POST', url: '/api/deposits', payload: payload as object, headers });
const balance = (token: string) => balanceOf(t.app, token);

describe('POST /api/deposits', () => {
  it('returns a valid Pix BR Code for the amount and its QR as a PNG', async () => {
    const response = await deposit(demo, { amount: 12_345 });
    expect(response.statusCode).toBe(201);
    const { data } = depositResponseSchema.parse(response.json());
    expect(data).toMatchObject({ amount: 12_345, status: 'pending', paidAt: null });
    expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(400_000);

    // The CRC, checked by our own implementation and by the library's validator.
    expect(data.code.slice(-8, -4)).toBe('6304');
    expect(data.code.slice(-4)).toBe(crc16CcittFalse(data.code.slice(0, -4)));
    expect(isValidPixPayload(data.code)).toBe(true);
    const fields = emvFields(data.code);
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('123.45');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('62')).toContain(data.id);

    const png = PNG.sync.read(Buffer.from(data.image, 'base64'));
    // Grey levels, no alpha: the cheap encoding of pix.ts.
    expect(png).toMatchObject({ colorType: 0, alpha: false });
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(data.code);
  });

  it('refuses an amount that is not a positive whole number of cents', async () => {
    for (const amount of [0, -100, 10.5, '100', null]) {
      const response = await deposit(demo, { amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid',
        message: walletMessages.invalidBalance,
        errors: { amount: [walletMessages.invalidBalance] },
      });
    }
  });

  it('requires KYC approval', async () => {
    const { token } = await registerAndLogin(t.app, 3);
    const response = await deposit(token, { amount: 5_000 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'not_verified',
      message: walletMessages.depositRequiresKyc,
      errors: {},
    });
  });
});

describe('deposit status and sandbox pay', () => {
  it('stays pending, then expires after 400 s', async () => {
    const { data } = depositResponseSchema.parse((await deposit(demo, { amount: 1_000 })).json());
    const status = async () =>
      (await t.injectAs(demo, { url: `/api/deposits/${data.id}` })).json<{
        data: { status: string };
      }>().data.status;
    t.clock.advance(399_000);
    expect(await status()).toBe('pending');
    t.clock.advance(1_000);
    expect(await status()).toBe('expired');
    const pay = await t.injectAs(demo, { method: 'POST', url: `/api/deposits/${data.id}/pay` });
    expect(pay.statusCode).toBe(422);
    expect(pay.json()).toEqual({
      code: 'refused',
      message: walletMessages.depositExpired,
      errors: {},
    });
  });

  it('credits the ledger exactly once, however often it is paid', async () => {
    const before = await balance(demo);
    const { data } = depositResponseSchema.parse((await deposit(demo, { amount: 2_500 })).json());
    const payments = await Promise.all(
      [1, 2, 3].map(() =>
        t.injectAs(demo, { method: 'POST', url: `/api/deposits/${data.id}/pay` }),
      ),
    );
    for (const payment of payments) {
      expect(payment.statusCode).toBe(200);
      expect(payment.json()).toMatchObject({ data: { status: 'paid' } });
    }
    expect(await balance(demo)).toBe(before + 2_500);
    const entries = await t.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [
      `deposit:${data.id}`,
    ]);
    expect(entries.rowCount).toBe(1);
  });

  it("hides another user's deposit (404)", async () => {
    const { data } = depositResponseSchema.parse((await deposit(demo, { amount: 1_000 })).json());
    const { token } = await registerAndLogin(t.app, 4);
    for (const request of [
      { method: 'GET' as const, url: `/api/deposits/${data.id}` },
      { method: 'POST' as const, url: `/api/deposits/${data.id}/pay` },
    ]) {
      const response = await t.injectAs(token, { ...request });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        message: walletMessages.depositNotFound,
        errors: {},
      });
    }
  });

  it('refuses a deposit without an Idempotency-Key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 1_000 },
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: commonMessages.idempotencyKeyRequired });
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/deposits', payload: { amount: 100 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/deposits/0123456789abcdef012345678' })).statusCode,
    ).toBe(401);
  });
});

describe('reserveCharge', () => {
  it('refuses a player without an approved KYC, reserving nothing', async () => {
    const { token } = await registerAndLogin(t.app, 5);
    const me = await t.injectAs(token, { url: '/api/auth/me' });
    const userId = me.json<{ id: number }>().id;
    await expect(
      t.db.transaction((tx) => reserveCharge(tx, userId, toCents(1_000), t.clock.now())),
    ).rejects.toMatchObject({ message: walletMessages.depositRequiresKyc });
    expect(await listOpenDeposits(t.db, userId, t.clock.now())).toEqual([]);
  });
});

describe('without PIX_SANDBOX', () => {
  it('has no pay action', async () => {
    const live = await createTestApp({ env: { PIX_SANDBOX: 'false' } });
    try {
      const token = await loginDemo(live.app);
      const created = await live.injectAs(token, {
        method: 'POST',
        url: '/api/deposits',
        payload: { amount: 1_000 },
      });
      const id = created.json<{ data: { id: string } }>().data.id;
      const pay = await live.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/pay` });
      expect(pay.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
