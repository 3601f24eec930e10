import { messages } from '@velas/domain/messages';
import { loginResponseSchema } from '@velas/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo-account.js';
import { bearer, login, loginDemo, registrationPayload } from '../test/accounts.js';
import { useTestApp } from '../test/use-test-app.js';

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
    expect(response.json()).toMatchObject({ message: messages.loginFieldsRequired });
  });

  it('answers a wrong password or unknown email with the same 401', async () => {
    const wrong = await post('/api/auth/login', { email: DEMO_EMAIL, password: 'errada' });
    const unknown = await post('/api/auth/login', {
      email: 'ninguem@example.com',
      password: 'errada',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.loginFailed, errors: {} });
    }
  });

  it('throttles an account after repeated failures, only for the window', async () => {
    const email = 'alvo@example.com';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/auth/login', { email, password: 'errada' })).statusCode).toBe(401);
    }
    const throttled = await post('/api/auth/login', { email, password: 'errada' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: messages.tooManyLoginAttempts, errors: {} });
    // Other accounts are unaffected.
    await expect(loginDemo(t.app)).resolves.toBeTruthy();
    t.clock.advance(601_000);
    expect((await post('/api/auth/login', { email, password: 'errada' })).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('401s without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Bearer abc' }, bearer('A'.repeat(43))]) {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.unauthenticated, errors: {} });
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

describe('POST /api/auth/register', () => {
  it('creates the account with the name of the document check and lets it log in', async () => {
    const response = await post(
      '/api/auth/register',
      registrationPayload({ name: 'Nome Digitado' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: messages.registrationSucceeded });
    const token = await login(t.app, 'maria@example.com', 'senha-segura-1');
    const me = await t.injectAs(token, { url: '/api/auth/me' });
    expect(me.json()).toMatchObject({
      name: 'Maria Teste da Silva',
      document: { number: '11144477735' },
      balance: 0,
      kycApproved: false,
    });
    const stored = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'maria@example.com'",
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
  });

  it('lists field errors: passwords that do not match', async () => {
    const response = await post('/api/auth/register', {
      ...registrationPayload(),
      password_confirmation: 'outra-senha',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.passwordsDoNotMatch,
      errors: { password_confirmation: [messages.passwordsDoNotMatch] },
    });
  });

  it('lists field errors: empty name and bad CPF check digits', async () => {
    const response = await post(
      '/api/auth/register',
      registrationPayload({
        name: '',
        document: '111.444.777-36',
        email: 'x@example.com',
        email_confirmation: 'x@example.com',
      }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.name).toEqual([messages.registrationFieldsRequired]);
    expect(errors.document).toEqual([messages.cpfCheckFailed]);
  });

  it('refuses a CPF outside the registry and a taken email or CPF', async () => {
    const unknownCpf = await post(
      '/api/auth/register',
      registrationPayload({
        document: '123.456.789-09',
        email: 'y@example.com',
        email_confirmation: 'y@example.com',
      }),
    );
    expect(unknownCpf.statusCode).toBe(422);
    expect(unknownCpf.json()).toEqual({
      message: messages.cpfNotValidated,
      errors: { document: [messages.cpfNotValidated] },
    });

    const taken = await post(
      '/api/auth/register',
      registrationPayload({
        email: DEMO_EMAIL,
        email_confirmation: DEMO_EMAIL,
        document: '529.982.247-25',
      }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: messages.registrationFailed,
      errors: { email: [messages.emailTaken], document: [messages.cpfTaken] },
    });
  });

  it('answers a body that is not JSON with the pt-BR error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidRequest, errors: {} });
  });
});

describe('POST /api/validate/document', () => {
  const check = (document: string) =>
    post('/api/validate/document', { birthday: '', document, email: '', name: '' });

  it('attack: answers anonymous callers only the masked name, never the birth date', async () => {
    for (const document of ['93541134780', '935.411.347-80']) {
      const response = await check(document);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'João T. S.' });
    }
  });

  it('checks the digits first, then the registry', async () => {
    expect((await check('')).json()).toEqual({
      message: messages.cpfEmpty,
      errors: { document: [messages.cpfEmpty] },
    });
    expect((await check('935.411.347-81')).json()).toMatchObject({
      message: messages.cpfCheckFailed,
    });
    const unknown = await check('123.456.789-09');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: messages.cpfNotValidated });
  });
});
