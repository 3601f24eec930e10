// The one-time sign-in link, through the e-mail provider (the demo outbox
// here; the HTTP provider in providers/email.test.ts): a browser the account
// does not trust yet enters while guesses slow the login down
// (docs/product/accounts.md#password-change-and-reset).
import { authMessages } from '@velas/domain/messages/auth';
import { signInLinkResponseSchema } from '@velas/domain/schemas/account-security';
import { describe, expect, it } from 'vitest';
import { deviceCookie, loginAttempt, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({
  env: { APP_ORIGIN: 'https://app.example', LOGIN_MAX_PER_IP_PER_MINUTE: '100' },
});

const login = (email: string, password: string, remoteAddress: string, device?: string) =>
  loginAttempt(t.app, { email, password, remoteAddress, device });

/** Wrong guesses, five a second from rotating addresses: the slowdown holds. */
async function underAttack(email: string): Promise<void> {
  for (let guess = 0; guess < 100; guess++) {
    t.clock.advance(200);
    await login(email, 'chute-errado', `198.18.0.${String(guess)}`);
  }
}

async function requestLink(email: string, remoteAddress = '203.0.113.7') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link',
    payload: { email },
    remoteAddress,
  });
  await t.app.signInLinkMailer.idle();
  return response;
}

async function outbox(email: string) {
  const response = await t.app.inject({ url: `/api/demo/outbox?email=${email}` });
  return response.json<{ data: { subject: string; text: string }[] }>().data;
}

function tokenOf(text: string | undefined): string {
  const link = /https:\/\/app\.example\/auth\/entrar-com-link\?token=([\w-]{43})/.exec(text ?? '');
  expect(link).not.toBeNull();
  return link?.[1] ?? '';
}

const confirm = (token: string, remoteAddress = '203.0.113.8') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link/confirm',
    payload: { token },
    remoteAddress,
  });

describe('one-time sign-in link', () => {
  it('signs a new browser in during an attack, trusts it, and works once', async () => {
    const owner = await registerAndLogin(t.app, 1);
    await underAttack(owner.email);
    expect((await login(owner.email, owner.password, '100.64.1.1')).statusCode).toBe(429);

    const answer = await requestLink(owner.email);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: authMessages.signInLinkRequested });
    const [mail] = await outbox(owner.email);
    expect(mail?.subject).toBe(authMessages.signInLinkEmailSubject);
    const token = tokenOf(mail?.text);
    // Only the token's hash is stored.
    const { rows } = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sign_in_links',
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(token);

    const signedIn = await confirm(token);
    expect(signedIn.statusCode).toBe(200);
    const session = signInLinkResponseSchema.parse(signedIn.json());
    expect(session.email).toBe(owner.email);
    const me = await t.injectAs(session.access_token, { url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    // The browser is trusted now: the next sign-in skips the slowdown.
    const cookie = deviceCookie(signedIn);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    await underAttack(owner.email);
    expect((await login(owner.email, owner.password, '100.64.1.2', cookie?.value)).statusCode).toBe(
      200,
    );

    // attack: the same link again
    const replay = await confirm(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: 'link_invalid',
      message: authMessages.signInLinkInvalid,
      errors: { token: [authMessages.signInLinkInvalid] },
    });
  });

  it('attack: a link after 15 minutes, a made-up token, or one a new password voided, opens nothing', async () => {
    const owner = await registerAndLogin(t.app, 2);
    await requestLink(owner.email, '203.0.113.20');
    const late = tokenOf((await outbox(owner.email))[0]?.text);
    t.clock.advance(15 * 60_000);
    expect((await confirm(late, '203.0.113.21')).statusCode).toBe(400);
    expect((await confirm('A'.repeat(43), '203.0.113.21')).statusCode).toBe(400);

    await requestLink(owner.email, '203.0.113.20');
    const voided = tokenOf((await outbox(owner.email))[0]?.text);
    const change = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: {
        current_password: owner.password,
        password: 'outra-senha-7',
        password_confirmation: 'outra-senha-7',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await confirm(voided, '203.0.113.21')).statusCode).toBe(400);
  });

  it('attack: a link sent before "Sair de todos os dispositivos" opens nothing', async () => {
    const owner = await registerAndLogin(t.app, 8);
    await requestLink(owner.email, '203.0.113.40');
    const pending = tokenOf((await outbox(owner.email))[0]?.text);
    const everywhere = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/auth/logout-everywhere',
    });
    expect(everywhere.statusCode).toBe(200);
    expect((await confirm(pending, '203.0.113.41')).statusCode).toBe(400);
  });

  it('never says whether an e-mail has an account', async () => {
    const unknown = await requestLink('ninguem@example.com', '203.0.113.30');
    const owner = await registerAndLogin(t.app, 3);
    const known = await requestLink(owner.email, '203.0.113.30');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('ninguem@example.com')).toEqual([]);
    expect(await outbox(owner.email)).toHaveLength(1);
  });

  it('limits requests like password resets: 5 a minute per address, 3 links an hour per account', async () => {
    const owner = await registerAndLogin(t.app, 4);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(await requestLink(owner.email, '198.51.100.9'));
    expect(statuses.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(statuses[5]?.json()).toEqual({
      code: 'throttled',
      message: authMessages.signInLinkRateLimited,
      errors: {},
    });
    expect(await outbox(owner.email)).toHaveLength(3);
    // The password reset keeps its own budget.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: owner.email },
      remoteAddress: '198.51.100.10',
    });
    await t.app.passwordResetMailer.idle();
    expect(await outbox(owner.email)).toHaveLength(4);
  });
});
