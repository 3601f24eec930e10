// Per-address limits counted each full IPv6 address, and one /64 holds 2^64 of
// them: rotating through a /64 made every limit endless. They now count the /64.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({ env: { LOGIN_MAX_PER_IP_PER_MINUTE: '3' } });

const login = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'alguem@example.com', password: 'errada' },
    remoteAddress,
  });

describe('per-address limits on IPv6', () => {
  it('attack: a new address of the same /64 for each request is still one address', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 4; host++)
      statuses.push((await login(`2001:db8:1:2::${host.toString(16)}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another /64 has its own budget.
    expect((await login('2001:db8:1:3::1')).statusCode).toBe(401);
  });
});
