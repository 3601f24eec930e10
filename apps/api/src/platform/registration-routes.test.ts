// Registration and the form's CPF check (docs/product/registration.md#registration); what
// they never tell a stranger is in registration.oracle.test.ts and
// registration.timing.test.ts.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';
import { login, registrationPayload } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates the account with the name of the document check and lets it log in', async () => {
    const response = await post(
      '/api/auth/register',
      registrationPayload({ name: 'Nome Digitado' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: authMessages.registrationSucceeded });
    const token = await login(t.app, 'maria@example.com', 'senha-segura-1');
    const me = await t.injectAs(token, { url: '/api/auth/me' });
    // Until KYC the account sees its person as the CPF check shows them.
    expect(me.json()).toMatchObject({
      name: 'Maria T. da S.',
      document: { number: '11144477735' },
      balance: 0,
      kycApproved: false,
    });
    const profile = await t.injectAs(token, { url: '/api/profile' });
    expect(profile.json()).toMatchObject({ name: 'Maria T. da S.', birthDate: null });
    const stored = await t.db.query<{ password_hash: string; name: string; birthday: string }>(
      "SELECT password_hash, name, to_char(birth_date, 'YYYY-MM-DD') AS birthday FROM users WHERE email = 'maria@example.com'",
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(stored.rows[0]).toMatchObject({ name: 'Maria Teste da Silva', birthday: '1988-02-29' });
  });

  it('lists field errors: passwords that do not match', async () => {
    const response = await post('/api/auth/register', {
      ...registrationPayload(),
      password_confirmation: 'outra-senha',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: authMessages.passwordsDoNotMatch,
      errors: { password_confirmation: [authMessages.passwordsDoNotMatch] },
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
    expect(errors.name).toEqual([authMessages.registrationFieldsRequired]);
    expect(errors.document).toEqual([authMessages.cpfCheckFailed]);
  });

  it('refuses a CPF outside the registry, and opens nothing for a taken e-mail', async () => {
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
      code: 'refused',
      message: authMessages.registrationCpfRefused,
      errors: { document: [authMessages.registrationCpfRefused] },
    });

    const taken = await post(
      '/api/auth/register',
      registrationPayload({
        email: DEMO_EMAIL,
        email_confirmation: DEMO_EMAIL,
        document: '529.982.247-25',
      }),
    );
    // A taken e-mail answers as any registration (registration.oracle.test.ts).
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ message: authMessages.registrationSucceeded });
  });

  it('answers a body that is not JSON with the pt-BR error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: commonMessages.invalidRequest,
      errors: {},
    });
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
      code: 'invalid',
      message: authMessages.cpfEmpty,
      errors: { document: [authMessages.cpfEmpty] },
    });
    expect((await check('935.411.347-81')).json()).toMatchObject({
      message: authMessages.cpfCheckFailed,
    });
    const unknown = await check('123.456.789-09');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: authMessages.cpfNotValidated });
  });
});
