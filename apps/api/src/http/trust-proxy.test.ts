// With one trusted hop, the client address is the one the proxy
// appended, not whatever the client wrote into X-Forwarded-For — so a client
// cannot dodge its per-address login lock by forging the header.
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({ env: { TRUST_PROXY: '1', LOGIN_MAX_PER_IP_PER_MINUTE: '100' } });

const login = (password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { login: DEMO_EMAIL, email: DEMO_EMAIL, password },
  });

describe('TRUST_PROXY=1', () => {
  it('keys the client on the address the proxy appended, not on a forged one', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login('errada', `1.2.3.${String(attempt)}, 198.51.100.7`)).statusCode).toBe(
        401,
      );
    t.clock.advance(2_000);
    expect((await login(DEMO_PASSWORD, '5.6.7.8, 198.51.100.7')).statusCode).toBe(429);
  });
});
