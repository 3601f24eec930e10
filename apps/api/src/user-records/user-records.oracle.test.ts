// As an attack: POST /users-api/users answered 403 for a wrong
// password and 201/409 for the right one, with no per-account limit — a
// password oracle beside the throttled login. Its guesses now spend the
// login's budget.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

describe('POST /users-api/users as a password oracle', () => {
  it('attack: guesses spread over addresses, then the right password at once: refused', async () => {
    const user = await registerAndLogin(t.app, 4);
    const guess = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users-api/users',
        remoteAddress,
        payload: {
          name: 'Pessoa Teste',
          email: user.email,
          password,
          phone: '(11) 91234-5678',
          role: 'ROLE_APP',
          cpf: user.cpf,
          firstBalance: '1000',
        },
      });
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await guess(`errada-${String(attempt)}`, `198.18.0.${String(attempt)}`)).statusCode,
      ).toBe(403);
    expect((await guess(user.password, '198.18.1.1')).statusCode).toBe(429);

    // Those guesses count for the login too: paced past the slowdown, ten from
    // one address lock it out of the login (refused ones would not count).
    for (let attempt = 0; attempt < 10; attempt++) {
      t.clock.advance(2_000);
      expect((await guess('errada', '198.18.2.2')).statusCode).toBe(403);
    }
    t.clock.advance(2_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.18.2.2',
      payload: { login: user.email, email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(429);
  });
});
