// Issue 14 §4a, §4b as attacks on the login.
import { messages } from '@velas/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo-account.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP_PER_MINUTE: '100' } });
});
afterAll(() => t.close());

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
    expect(stranger.json()).toEqual({ message: messages.tooManyLoginAttempts, errors: {} });
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
});
