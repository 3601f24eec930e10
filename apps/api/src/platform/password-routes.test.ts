// Password change, reset through the e-mail provider (the demo outbox here;
// the HTTP provider in providers/email.test.ts) and sign out everywhere
// (docs/product/accounts.md#password-change-and-reset).
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { login, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({ env: { APP_ORIGIN: 'https://app.example' } });

const me = async (token: string) => (await t.injectAs(token, { url: '/api/auth/me' })).statusCode;
const tryLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, email, password },
  });

async function requestReset(email: string, ip = '203.0.113.7') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: ip,
  });
  await t.app.passwordResetMailer.idle();
  return response;
}

async function outbox(email: string) {
  const response = await t.app.inject({ url: `/api/demo/outbox?email=${email}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { to: string; subject: string; text: string }[] }>().data;
}

function tokenOf(text: string): string {
  const link = /https:\/\/app\.example\/auth\/redefinir-senha\?token=([A-Za-z0-9_-]{43})/.exec(
    text,
  );
  expect(link).not.toBeNull();
  return link?.[1] ?? '';
}

const confirm = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password, password_confirmation: password },
  });

describe('password change', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    const user = await registerAndLogin(t.app, 1);
    const phone = await login(t.app, user.email, user.password);
    const change = (current: string) =>
      t.injectAs(user.token, {
        method: 'POST',
        url: '/api/auth/password',
        payload: {
          current_password: current,
          password: 'outra-senha-2',
          password_confirmation: 'outra-senha-2',
        },
      });
    const wrong = await change('chute-errado');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      errors: { current_password: [authMessages.currentPasswordWrong] },
    });
    expect(await me(phone)).toBe(200);

    const done = await change(user.password);
    expect(done.json()).toEqual({ message: authMessages.passwordChanged });
    expect(await me(user.token)).toBe(200);
    expect(await me(phone)).toBe(401);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(401);
    expect((await tryLogin(user.email, 'outra-senha-2')).statusCode).toBe(200);
  });
});

describe('password reset by e-mail', () => {
  it('sends a single-use link through the e-mail provider; the reset ends every session', async () => {
    const user = await registerAndLogin(t.app, 2);
    const answer = await requestReset(user.email);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: authMessages.passwordResetRequested });
    const [mail] = await outbox(user.email);
    expect(mail?.subject).toBe(authMessages.passwordResetEmailSubject);
    const token = tokenOf(mail?.text ?? '');

    // Only the token's hash is stored.
    const { rows } = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets',
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(token);

    const done = await confirm(token, 'nova-senha-3');
    expect(done.json()).toEqual({ message: authMessages.passwordResetDone });
    expect(await me(user.token)).toBe(401);
    expect((await tryLogin(user.email, 'nova-senha-3')).statusCode).toBe(200);

    // attack: the same link again
    const replay = await confirm(token, 'senha-do-atacante');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'link_invalid',
      errors: { token: [authMessages.passwordResetInvalid] },
    });
    expect((await tryLogin(user.email, 'senha-do-atacante')).statusCode).toBe(401);
  });

  it('attack: a link after 30 minutes, or a made-up token, changes nothing', async () => {
    const user = await registerAndLogin(t.app, 3);
    await requestReset(user.email);
    const token = tokenOf((await outbox(user.email))[0]?.text ?? '');
    t.clock.advance(30 * 60_000);
    expect((await confirm(token, 'tarde-demais-4')).statusCode).toBe(400);
    expect((await confirm('A'.repeat(43), 'inventada-5')).statusCode).toBe(400);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(200);
  });

  it('attack: a link sent before the account was closed changes nothing after', async () => {
    const user = await registerAndLogin(t.app, 7);
    await requestReset(user.email);
    const token = tokenOf((await outbox(user.email))[0]?.text ?? '');
    const closed = await t.injectAs(user.token, {
      method: 'POST',
      url: '/api/protection/close-account',
    });
    expect(closed.statusCode).toBe(204);
    const late = await confirm(token, 'conta-fechada-7');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errors: { token: [authMessages.passwordResetInvalid] } });
  });

  it('never says whether an e-mail has an account', async () => {
    const unknown = await requestReset('ninguem@example.com', '203.0.113.8');
    const user = await registerAndLogin(t.app, 4);
    const known = await requestReset(user.email, '203.0.113.8');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('ninguem@example.com')).toEqual([]);
    expect(await outbox(user.email)).toHaveLength(1);
  });

  it('limits requests per address (429) and links per account (3 an hour)', async () => {
    const user = await registerAndLogin(t.app, 5);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await requestReset(user.email, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await outbox(user.email)).toHaveLength(3);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, this one too, and no one else', async () => {
    const user = await registerAndLogin(t.app, 6);
    const other = await login(t.app, user.email, user.password);
    const stranger = await login(t.app, 'demo@example.com', 'demo12345');
    const response = await t.injectAs(other, {
      method: 'POST',
      url: '/api/auth/logout-everywhere',
    });
    expect(response.json()).toEqual({ message: authMessages.signedOutEverywhere });
    expect(await me(user.token)).toBe(401);
    expect(await me(other)).toBe(401);
    expect(await me(stranger)).toBe(200);
  });
});
