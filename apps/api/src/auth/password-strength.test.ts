// A player's new password must not be common or guessable (OWASP ASVS 2.1.7;
// docs/product/registration.md#registration): the passwords an outside review registered
// with, refused at registration, password change and password reset, with
// the message on the `password` field; the passwords tests and docs use pass.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { loginDemo, personRegistration, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength.js';

const t = useTestApp({ env: { APP_ORIGIN: 'https://app.example' } });

/** What the review registered with (201 before), and other common Brazilian choices. */
const GUESSABLE = [
  '12345678',
  'password',
  'aaaaaaaa',
  'senha123',
  'demo12345',
  'flamengo123',
  'Brasil2024',
  'qwertyuiop',
];

const refusal = {
  code: 'refused',
  message: authMessages.passwordTooGuessable,
  errors: { password: [authMessages.passwordTooGuessable] },
};

describe('a guessable password', () => {
  it('is refused at registration, and no account is made', async () => {
    const person = TEST_DOCUMENTS[3];
    for (const password of GUESSABLE) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: personRegistration(person, 'fraca@example.com', {
          password,
          password_confirmation: password,
        }),
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json(), password).toEqual(refusal);
    }
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: personRegistration(person, 'fraca@example.com'),
    });
    expect(strong.statusCode).toBe(201);
  });

  it('is refused when it is made of the player own e-mail or name', async () => {
    const person = TEST_DOCUMENTS[4];
    const [first = ''] = person.name.toLowerCase().split(' ');
    // The last two score well on their own; not with this e-mail.
    for (const password of ['xkzqwv.ptrbn', 'xkzqwv-2024'])
      expect(passwordScore(password), password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    for (const password of [`${first}12345`, 'xkzqwv.ptrbn', 'xkzqwv-2024']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: personRegistration(person, 'xkzqwv.ptrbn@example.com', {
          password,
          password_confirmation: password,
        }),
      });
      expect(response.statusCode, password).toBe(422);
    }
  });

  it('is refused at password change; the old password still works', async () => {
    const user = await registerAndLogin(t.app, 1);
    for (const password of GUESSABLE) {
      const response = await t.injectAs(user.token, {
        method: 'POST',
        url: '/api/auth/password',
        payload: { current_password: user.password, password, password_confirmation: password },
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json(), password).toEqual(refusal);
    }
    expect((await t.injectAs(user.token, { url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('is refused at password reset, and the link stays usable', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: DEMO_EMAIL },
    });
    await t.app.passwordResetMailer.idle();
    const outbox = await t.app.inject({ url: `/api/demo/outbox?email=${DEMO_EMAIL}` });
    const [mail] = outbox.json<{ data: { text: string }[] }>().data;
    const token = /redefinir-senha\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    // From a new address each time: 5 tries a minute per address are allowed.
    const confirm = (password: string, attempt: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password, password_confirmation: password },
        remoteAddress: `198.51.100.${String(attempt + 1)}`,
      });
    for (const [attempt, password] of GUESSABLE.entries()) {
      const response = await confirm(password, attempt);
      expect(response.statusCode, password).toBe(422);
      expect(response.json(), password).toEqual(refusal);
    }
    await expect(loginDemo(t.app)).resolves.toMatch(/^[\w-]{43}$/);
    expect((await confirm('gato-preto-27', GUESSABLE.length)).statusCode).toBe(200);
  });
});

describe('a long password', () => {
  it('is judged by its first 32 characters, which keeps a crafted one cheap to judge', () => {
    expect(passwordScore(`${'1'.repeat(32)}gato-preto-27`)).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(passwordScore(`gato-preto-27${'1'.repeat(243)}`)).toBeGreaterThanOrEqual(
      MIN_PASSWORD_SCORE,
    );
  });
});

describe('the passwords tests, e2e flows and docs use', () => {
  it('pass', () => {
    for (const password of [
      'senha-segura-1',
      'senha-super-secreta-9',
      'outra-senha-7',
      'outra-senha-2',
      'nova-senha-1',
      'senha-titular-1',
      'senha-saques-123',
      'senha-producao-123',
      'senha-ocupante-1',
      'senha-e2e-123',
      'senha-antiga-1',
      'senha-nova-2',
      'senha-atacante-3',
      'outra-senha-segura-2',
      'senha-redefinida-3',
      'gato-preto-27',
    ])
      expect(passwordScore(password), password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });
});
