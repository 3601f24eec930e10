// Attacks on the login.
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({ env: { LOGIN_MAX_PER_IP_PER_MINUTE: '100' } });

const login = (password: string, remoteAddress: string, email = DEMO_EMAIL) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, email, password },
    remoteAddress,
  });

describe('login throttle', () => {
  it("attack: a stranger's 10 wrong passwords do not lock the owner out", async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login('errada', '203.0.113.7')).statusCode).toBe(401);
    // The stranger's address is locked, even with the right password.
    const stranger = await login(DEMO_PASSWORD, '203.0.113.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({
      code: 'throttled',
      message: authMessages.tooManyLoginAttempts,
      errors: {},
    });
    // The owner, from their own address a moment later, gets in.
    t.clock.advance(2_000);
    expect((await login(DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('slows an account down across addresses instead of locking it', async () => {
    const email = 'distribuido@example.com';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('errada', `192.0.2.${String(attempt)}`, email)).statusCode).toBe(401);
      t.clock.advance(2_000);
    }
    expect((await login('errada', '192.0.2.100', email)).statusCode).toBe(401);
    // Right after: too soon, from any address.
    expect((await login('errada', '192.0.2.101', email)).statusCode).toBe(429);
    t.clock.advance(2_000);
    expect((await login('errada', '192.0.2.101', email)).statusCode).toBe(401);
  });

  it('attack: concurrent guesses from one address get at most 10 answers, the rest 429', async () => {
    const email = 'concorrente@example.com';
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login('errada', '203.0.113.99', email)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('attack: guesses about once a second from rotating addresses; the owner signs in throughout', async () => {
    // The owner signed in before from 127.0.0.1 (registerAndLogin).
    const owner = await registerAndLogin(t.app, 1);
    const owners: number[] = [];
    for (let second = 0; second < 60; second++) {
      t.clock.advance(1_000);
      const guess = await login('errada', `2001:db8:${second.toString(16)}::1`, owner.email);
      expect([401, 429]).toContain(guess.statusCode);
      // Each success clears the failures: 15 guesses build the slowdown again.
      if (second % 15 === 14)
        owners.push((await login(owner.password, '127.0.0.1', owner.email)).statusCode);
    }
    expect(owners).toEqual([200, 200, 200, 200]);
  });

  it("attack: the owner's own refused retries neither lock their address nor extend the slowdown", async () => {
    const owner = await registerAndLogin(t.app, 2);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('errada', `192.0.2.${String(attempt)}`, owner.email)).statusCode).toBe(
        401,
      );
      t.clock.advance(2_000);
    }
    expect((await login('errada', '192.0.2.50', owner.email)).statusCode).toBe(401);
    // From a new address, twelve quick retries are refused while the slowdown runs...
    for (let retry = 0; retry < 12; retry++) {
      t.clock.advance(150);
      expect((await login(owner.password, '198.51.100.77', owner.email)).statusCode).toBe(429);
    }
    // ...and counted nowhere: two seconds after the last real failure, the owner is in.
    t.clock.advance(2_000 - 12 * 150);
    expect((await login(owner.password, '198.51.100.77', owner.email)).statusCode).toBe(200);
  });
});
