import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { authMessages } from '@velas/domain/messages/auth';
import { loginResponseSchema } from '@velas/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { bearer, login, loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURE_WINDOW_SECONDS: '600' },
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('issues an opaque 256-bit bearer token with its expiry', async () => {
    const response = await post('/api/auth/login', {
      login: DEMO_EMAIL,
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_in).toBe(86_400);
    expect(Date.parse(body.expirationDate)).toBe(t.clock.now() + 86_400_000);
    // Only a hash is stored.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(body.access_token);
  });

  it('accepts the email in any case', async () => {
    await expect(login(t.app, 'Demo@Example.COM', DEMO_PASSWORD)).resolves.toMatch(/^[\w-]{43}$/);
  });

  it('asks for both fields when one is blank', async () => {
    const response = await post('/api/auth/login', { email: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: authMessages.loginFieldsRequired });
  });

  it('answers a wrong password or unknown email with the same 401', async () => {
    const wrong = await post('/api/auth/login', { email: DEMO_EMAIL, password: 'errada' });
    const unknown = await post('/api/auth/login', {
      email: 'ninguem@example.com',
      password: 'errada',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'unauthenticated',
        message: authMessages.loginFailed,
        errors: {},
      });
    }
  });

  it('throttles an account after repeated failures, only for the window', async () => {
    const email = 'alvo@example.com';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/auth/login', { email, password: 'errada' })).statusCode).toBe(401);
    }
    const throttled = await post('/api/auth/login', { email, password: 'errada' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      code: 'throttled',
      message: authMessages.tooManyLoginAttempts,
      errors: {},
    });
    // Other accounts are unaffected.
    await expect(loginDemo(t.app)).resolves.toMatch(/^[\w-]{43}$/);
    t.clock.advance(601_000);
    expect((await post('/api/auth/login', { email, password: 'errada' })).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('401s without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Bearer abc' }, bearer('A'.repeat(43))]) {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'unauthenticated',
        message: authMessages.unauthenticated,
        errors: {},
      });
    }
  });

  it('401s once the token expired', async () => {
    const token = await loginDemo(t.app);
    expect((await t.injectAs(token, { url: '/api/auth/me' })).statusCode).toBe(200);
    t.clock.advance(86_400_000);
    expect((await t.injectAs(token, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('logout revokes the token (204) and only that token', async () => {
    const first = await loginDemo(t.app);
    const second = await loginDemo(t.app);
    const logout = await t.injectAs(first, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect((await t.injectAs(first, { url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.injectAs(second, { url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('marks authenticated answers no-store', async () => {
    const response = await t.injectAs(await loginDemo(t.app), { url: '/api/auth/me' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
