import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { meResponseSchema } from '@velas/domain/schemas/auth';
import { transactionsResponseSchema } from '@velas/domain/schemas/transactions';
import { userProfileSchema, userUpdateResponseSchema } from '@velas/domain/schemas/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

const get = (url: string, token?: string) =>
  token === undefined ? t.app.inject({ url }) : t.injectAs(token, { url });

describe('me, profile and KYC status', () => {
  it('describe the logged-in user only', async () => {
    const me = meResponseSchema.parse((await get('/api/auth/me', demo)).json());
    expect(me).toMatchObject({
      email: 'demo@example.com',
      document: { number: '52998224725' },
      kycApproved: true,
    });
    expect(me.balance).toBeGreaterThan(0);
    const profile = userProfileSchema.parse((await get('/api/profile', demo)).json());
    expect(profile).toMatchObject({
      zipCode: '01310100',
      city: 'São Paulo',
      number: '1000',
      nationality: 'Brasileiro',
      gender: 1,
    });
    expect((await get('/api/legitimuzStatus', demo)).json()).toEqual({
      isApproved: true,
      status: 'approved',
      rejection: null,
      cpfClaim: null,
    });

    const other = await registerAndLogin(t.app, 1);
    expect((await get('/api/legitimuzStatus', other.token)).json()).toEqual({
      isApproved: false,
      status: 'none',
      rejection: null,
      cpfClaim: null,
    });
    expect((await get('/api/auth/me', other.token)).json()).toMatchObject({
      email: other.email,
      balance: 0,
    });
  });

  it('need a token', async () => {
    for (const url of [
      '/api/auth/me',
      '/api/profile',
      '/api/legitimuzStatus',
      '/api/presence',
      '/api/transactions?page=1',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/transactions', () => {
  it('pages the ledger newest first', async () => {
    const all = transactionsResponseSchema.parse(
      (await get('/api/transactions?page=1', demo)).json(),
    );
    expect(all.per_page).toBe(1000);
    expect(all.total).toBe(all.data.length);
    const times = all.data.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = transactionsResponseSchema.parse(
      (await get('/api/transactions?page=2&per_page=5', demo)).json(),
    );
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(5, 10).map((row) => row.id));
    expect(second.id).toBe(all.id);
  });

  it('filters by source and names the game of casino rows', async () => {
    const casino = transactionsResponseSchema.parse(
      (await get('/api/transactions?page=1&per_page=15&source=CasinoTransaction', demo)).json(),
    );
    expect(casino.data.length).toBeGreaterThan(0);
    expect(
      casino.data.every((row) => row.type === 'CasinoTransaction' && row.source?.casino_game?.name),
    ).toBe(true);
    const withdrawals = transactionsResponseSchema.parse(
      (await get('/api/transactions?page=1&source=Withdraw', demo)).json(),
    );
    expect(
      withdrawals.data.every(
        (row) => row.type === 'Withdraw' && row.amount < 0 && row.source === null,
      ),
    ).toBe(true);
  });

  it('requires page, with the message of the spec, and checks the rest', async () => {
    const missing = await get('/api/transactions', demo);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'invalid',
      message: commonMessages.transactionsPageRequired,
      errors: { page: [commonMessages.transactionsPageRequired] },
    });
    expect((await get('/api/transactions?page=0', demo)).json()).toMatchObject({
      message: commonMessages.transactionsPageRequired,
    });
    expect((await get('/api/transactions?page=1&per_page=1001', demo)).statusCode).toBe(400);
    expect((await get('/api/transactions?page=1&source=Bonus', demo)).statusCode).toBe(400);
  });

  it("never shows another user's rows", async () => {
    const other = await registerAndLogin(t.app, 2);
    const theirs = transactionsResponseSchema.parse(
      (await get('/api/transactions?page=1', other.token)).json(),
    );
    expect(theirs.total).toBe(0);
    expect(theirs.data).toEqual([]);
  });
});

describe('POST /api/userUpdate', () => {
  it('saves the address, filling the rest from the CEP table', async () => {
    const user = await registerAndLogin(t.app, 3);
    const response = await t.injectAs(user.token, {
      method: 'POST',
      url: '/api/userUpdate',
      payload: {
        name: 'Ignorado',
        email: 'ignorado@example.com',
        zipCode: '20040-020',
        number: '42',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = userUpdateResponseSchema.parse(response.json());
    expect(body.message).toBe(walletMessages.addressSaved);
    expect(body.profile).toMatchObject({
      zipCode: '20040020',
      number: '42',
      city: 'Rio de Janeiro',
      state: 'RJ',
      email: user.email,
    });
  });

  it('states the spec message for a missing CEP or number, and refuses an unknown CEP without an address', async () => {
    const user = await registerAndLogin(t.app, 4);
    const post = (payload: object) =>
      t.injectAs(user.token, { method: 'POST', url: '/api/userUpdate', payload });
    for (const payload of [
      { zipCode: '', number: '1' },
      { zipCode: '01001000', number: '' },
      { zipCode: '0100100', number: '1' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: walletMessages.addressFieldsRequired });
    }
    const unknown = await post({ zipCode: '99999999', number: '1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: walletMessages.cepInvalid });
    const described = await post({
      zipCode: '99999999',
      number: '1',
      state: 'AC',
      city: 'Rio Branco',
      street: 'Rua A',
    });
    expect(described.statusCode).toBe(200);
  });
});

describe('GET /api/presence', () => {
  it('counts distinct users with an authenticated request in the last 5 minutes', async () => {
    t.clock.advance(301_000); // everyone earlier in this file goes stale
    const first = await registerAndLogin(t.app, 5);
    const second = await registerAndLogin(t.app, 6);
    await get('/api/auth/me', first.token);
    await get('/api/auth/me', first.token);
    await get('/api/auth/me', second.token);
    const online = async () => (await get('/api/presence', demo)).json<{ online: number }>().online;
    expect(await online()).toBe(3);
    t.clock.advance(299_000);
    expect(await online()).toBe(3);
    t.clock.advance(2_000);
    expect(await online()).toBe(1); // demo, seen by its own presence call 2 s ago
    await get('/api/auth/me', second.token);
    expect(await online()).toBe(2);
  });
});
