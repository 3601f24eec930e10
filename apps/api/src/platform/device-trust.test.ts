// Device cookies (docs/architecture.md#abuse-limits): a browser that signed in
// to an account keeps signing in to it while wrong guesses from many
// addresses hold every other attempt to the account-wide slowdown.
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { deviceCookie, loginAttempt, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({ env: { LOGIN_MAX_PER_IP_PER_MINUTE: '100' } });

const login = (email: string, password: string, remoteAddress: string, device?: string) =>
  loginAttempt(t.app, { email, password, remoteAddress, device });

/** A browser that signed in once: its device cookie. */
async function trustedBrowser(email: string, password: string, address: string): Promise<string> {
  const response = await login(email, password, address);
  expect(response.statusCode).toBe(200);
  return deviceCookie(response)?.value ?? '';
}

/** Wrong guesses, five a second, each from the next of 200 addresses. */
async function trickle(email: string, seconds: number, start = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = start; guess < start + seconds * 5; guess++) {
    t.clock.advance(200);
    const address = `198.18.${String(Math.floor((guess % 200) / 100))}.${String(guess % 100)}`;
    statuses.push((await login(email, 'chute-errado', address)).statusCode);
  }
  return statuses;
}

describe('device cookies', () => {
  it('attack: during a five-a-second trickle from 200 addresses, the trusted browser signs in at once; one without the cookie waits', async () => {
    const owner = await registerAndLogin(t.app, 1);
    // Yesterday, from the carrier's address of then.
    const phone = await trustedBrowser(owner.email, owner.password, '100.64.7.1');
    t.clock.advance(86_400_000);

    const guesses = await trickle(owner.email, 40);
    expect(guesses.filter((status) => status === 429).length).toBeGreaterThan(150);
    // Another browser, without the cookie, with the right password: it waits.
    const stranger = await login(owner.email, owner.password, '100.64.99.2');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({
      code: 'throttled',
      message: authMessages.tooManyLoginAttempts,
      errors: {},
    });

    // The same phone, on an address the account has never used: first try.
    const signedIn = await login(owner.email, owner.password, '100.64.200.3', phone);
    expect(signedIn.statusCode).toBe(200);
    // ...and the guesses go on being slowed: the owner's sign-in gives them no fresh budget.
    const after = await trickle(owner.email, 2, 200);
    expect(after.filter((status) => status === 401).length).toBeLessThanOrEqual(1);
  });

  it('sets the cookie HttpOnly, Secure, SameSite=Strict, for the sign-in calls only', async () => {
    const owner = await registerAndLogin(t.app, 2);
    const cookie = deviceCookie(await login(owner.email, owner.password, '100.64.8.1'));
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 30 * 86_400,
    });
    expect(cookie?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  });

  it('attack: a made-up or altered cookie, or another account’s, gets no exemption', async () => {
    const owner = await registerAndLogin(t.app, 3);
    const other = await registerAndLogin(t.app, 4);
    const phone = await trustedBrowser(owner.email, owner.password, '100.64.9.1');
    const othersPhone = await trustedBrowser(other.email, other.password, '100.64.9.2');
    await trickle(owner.email, 20);
    const [device = '', signature = ''] = phone.split('.');
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    for (const cookie of [
      `${flip(device)}.${signature}`,
      `${device}.${flip(signature)}`,
      `${'A'.repeat(22)}.${'A'.repeat(43)}`,
      othersPhone,
      'lixo',
    ])
      expect((await login(owner.email, owner.password, '100.64.9.3', cookie)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '100.64.9.3', phone)).statusCode).toBe(200);
  });

  it('attack: a device with too many failures loses its trust', async () => {
    const owner = await registerAndLogin(t.app, 5);
    const phone = await trustedBrowser(owner.email, owner.password, '100.64.10.1');
    await trickle(owner.email, 20);
    // A copied cookie guesses: its own ten failures, never slowed down...
    for (let guess = 0; guess < 10; guess++)
      expect(
        (await login(owner.email, 'chute-errado', `100.64.10.${String(guess + 2)}`, phone))
          .statusCode,
      ).toBe(401);
    // ...then it is one more browser under the slowdown, even with the right password.
    expect((await login(owner.email, owner.password, '100.64.10.50', phone)).statusCode).toBe(429);
    t.clock.advance(2_000);
    const signedIn = await login(owner.email, owner.password, '100.64.10.50', phone);
    expect(signedIn.statusCode).toBe(200);
    // That sign-in trusts the browser again, with a new cookie; the old one stays forgotten.
    const renewed = deviceCookie(signedIn)?.value ?? '';
    expect(renewed).not.toBe(phone);
    await trickle(owner.email, 20, 100);
    expect((await login(owner.email, owner.password, '100.64.10.51', phone)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '100.64.10.51', renewed)).statusCode).toBe(
      200,
    );
  });

  it('attack: thirty concurrent guesses with a copied cookie get at most ten answers', async () => {
    const owner = await registerAndLogin(t.app, 7);
    const phone = await trustedBrowser(owner.email, owner.password, '100.64.12.1');
    await trickle(owner.email, 20, 300);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        login(owner.email, 'chute-errado', `100.64.13.${String(guess)}`, phone),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // The device's own ten; past them it is one more browser under the slowdown.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect((await login(owner.email, owner.password, '100.64.12.2', phone)).statusCode).toBe(429);
  });

  it('attack: a browser trusted before the owner signs out everywhere is trusted no more', async () => {
    const owner = await registerAndLogin(t.app, 8);
    // The intruder's browser, signed in with the stolen password.
    const intruder = await trustedBrowser(owner.email, owner.password, '100.64.14.1');
    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(everywhere.statusCode).toBe(200);
    await trickle(owner.email, 20, 400);
    // Its cookie no longer skips the slowdown: its guesses wait like anyone's.
    expect((await login(owner.email, 'chute-errado', '100.64.14.2', intruder)).statusCode).toBe(
      429,
    );
  });

  it('forgets a device that has not signed in for LOGIN_TRUSTED_DEVICE_DAYS', async () => {
    const owner = await registerAndLogin(t.app, 6);
    const phone = await trustedBrowser(owner.email, owner.password, '100.64.11.1');
    t.clock.advance(30 * 86_400_000);
    await trickle(owner.email, 20);
    expect((await login(owner.email, owner.password, '100.64.11.2', phone)).statusCode).toBe(429);
  });
});
