// POST /api/withdraws as the player calls it: its answers, messages and Idempotency-Key.
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, loginDemo, registerAndLogin } from '#/test/accounts.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

const withdraw = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.injectAs(token, { method: 'POST', url: '/api/withdraws', payload: payload as object, headers });
const balance = (token: string) => balanceOf(t.app, token);

describe('POST /api/withdraws', () => {
  it('debits the balance through the ledger', async () => {
    const before = await balance(demo);
    const response = await withdraw(demo, { amount: 3_000, ...DEMO_PIX_KEY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: walletMessages.withdrawProcessing,
      status: 'processing',
      balance: before - 3_000,
    });
    expect(await balance(demo)).toBe(before - 3_000);
  });

  it('accepts each of the profile keys: CPF, phone and email', async () => {
    for (const key of [
      { pixType: 'Telefone', pixKey: '(11) 98765-4321' },
      { pixType: 'Email', pixKey: 'DEMO@example.com' },
    ]) {
      expect((await withdraw(demo, { amount: 3_000, ...key })).statusCode).toBe(200);
    }
  });

  it('states each validation message of the spec', async () => {
    const missing = await withdraw(demo, { ...DEMO_PIX_KEY });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: walletMessages.withdrawAmountRequired });
    const small = await withdraw(demo, { amount: 2_999, ...DEMO_PIX_KEY });
    expect(small.json()).toEqual({
      code: 'invalid',
      message: walletMessages.withdrawMinimum,
      errors: { amount: [walletMessages.withdrawMinimum] },
    });
    const badType = await withdraw(demo, { amount: 3_000, pixType: 'Aleatória', pixKey: 'x' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ errors: Record<string, string[]> }>().errors.pixType).toEqual([
      'Tipo de chave Pix inválido.',
    ]);
  });

  it("refuses a key that is not the user's own", async () => {
    const response = await withdraw(demo, {
      amount: 3_000,
      pixType: 'CPF',
      pixKey: '111.444.777-35',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'refused',
      message: commonMessages.pixKeyNotOwned,
      errors: { pixKey: [commonMessages.pixKeyNotOwned] },
    });
  });

  it('refuses to overdraw, leaving the balance as it was', async () => {
    const before = await balance(demo);
    const response = await withdraw(demo, { amount: before + 1, ...DEMO_PIX_KEY });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'insufficient_balance',
      message: walletMessages.insufficientBalance,
      errors: { amount: [walletMessages.insufficientBalance] },
    });
    expect(await balance(demo)).toBe(before);
  });

  it('demands an address with the exact message of the spec', async () => {
    const user = await registerAndLogin(t.app, 5);
    const response = await withdraw(user.token, {
      amount: 3_000,
      pixType: 'CPF',
      pixKey: user.cpf,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'address_required',
      message: walletMessages.addressRequired,
      errors: { address: [walletMessages.addressRequired] },
    });
  });

  it('needs a token', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/withdraws',
          payload: { amount: 3_000, ...DEMO_PIX_KEY },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('repeats the same answer for the same key and body, moving money once', async () => {
    const before = await balance(demo);
    const headers = { 'idempotency-key': 'saque-1' };
    const first = await withdraw(demo, { amount: 3_100, ...DEMO_PIX_KEY }, headers);
    const again = await withdraw(demo, { ...DEMO_PIX_KEY, amount: 3_100 }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(demo)).toBe(before - 3_100);
  });

  it('answers 422 when the key is reused with another body', async () => {
    const headers = { 'idempotency-key': 'saque-2' };
    await withdraw(demo, { amount: 3_000, ...DEMO_PIX_KEY }, headers);
    const other = await withdraw(demo, { amount: 4_000, ...DEMO_PIX_KEY }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 'refused',
      message: commonMessages.idempotencyMismatch,
      errors: {},
    });
  });

  it('answers 409 while the first request is still in flight, and lets a dead claim be taken over', async () => {
    const headers = { 'idempotency-key': 'deposito-em-curso' };
    const first = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 1_000 },
      headers,
    });
    expect(first.statusCode).toBe(201);
    // Make the stored key look like a request that is still running.
    await t.db.query(
      "UPDATE idempotency_keys SET state = 'in_flight', response_status = NULL, response_body = NULL, created_at = $1 WHERE key = $2",
      [new Date(t.clock.now()), headers['idempotency-key']],
    );
    const during = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 1_000 },
      headers,
    });
    expect(during.statusCode).toBe(409);
    expect(during.json()).toEqual({
      code: 'conflict',
      message: commonMessages.idempotencyConflict,
      errors: {},
    });
    t.clock.advance(61_000);
    const after = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 1_000 },
      headers,
    });
    expect(after.statusCode).toBe(201);
  });

  it('lets concurrent requests with one key move money once', async () => {
    const before = await balance(demo);
    const headers = { 'idempotency-key': 'saque-concorrente' };
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => withdraw(demo, { amount: 3_000, ...DEMO_PIX_KEY }, headers)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await balance(demo)).toBe(before - 3_000);
  });

  it('repeats a refusal too, and keys are per user', async () => {
    const headers = { 'idempotency-key': 'recusado' };
    const refused = await withdraw(demo, { amount: 999_999_999, ...DEMO_PIX_KEY }, headers);
    const repeated = await withdraw(demo, { amount: 999_999_999, ...DEMO_PIX_KEY }, headers);
    expect(refused.statusCode).toBe(422);
    expect(repeated.json()).toEqual(refused.json());
    const other = await registerAndLogin(t.app, 6);
    const theirs = await withdraw(other.token, { amount: 999_999_999, ...DEMO_PIX_KEY }, headers);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a withdrawal without a key, so a repeat of it cannot move money twice', async () => {
    const before = await balance(demo);
    const withoutKey = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/withdraws',
        payload: { amount: 3_000, ...DEMO_PIX_KEY },
        headers: { authorization: `Bearer ${demo}` },
      });
    for (const response of [await withoutKey(), await withoutKey()]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid',
        message: commonMessages.idempotencyKeyRequired,
        errors: { 'Idempotency-Key': [commonMessages.idempotencyKeyRequired] },
      });
    }
    expect(await balance(demo)).toBe(before);
  });

  it('rejects a malformed key', async () => {
    const response = await withdraw(
      demo,
      { amount: 3_000, ...DEMO_PIX_KEY },
      { 'idempotency-key': 'x'.repeat(256) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: commonMessages.idempotencyKeyInvalid });
  });
});
