// Login, document check and users answers are never cached.
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

describe('Cache-Control: no-store', () => {
  it('is on the login, the document check and the users answers, errors included', async () => {
    const calls = [
      {
        url: '/api/auth/login',
        payload: { login: DEMO_EMAIL, email: DEMO_EMAIL, password: DEMO_PASSWORD },
      },
      {
        url: '/api/auth/login',
        payload: { login: DEMO_EMAIL, email: DEMO_EMAIL, password: 'errada' },
      },
      { url: '/api/validate/document', payload: { document: '111.444.777-35' } },
      { url: '/api/validate/document', payload: { document: '123.456.789-09' } },
      { url: '/api/validate/password', payload: { password: 'flamengo123' } },
      { url: '/api/validate/password', payload: { password: 'violão-caju-27-nuvem' } },
      { url: '/users-api/users', payload: { email: DEMO_EMAIL } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ method: 'POST', ...call });
      expect(response.headers['cache-control'], `${call.url} ${String(response.statusCode)}`).toBe(
        'no-store',
      );
    }
  });
});
