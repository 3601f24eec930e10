// POST /users-api/users answered at once when the e-mail and CPF did not go
// together and only after a scrypt when they did, telling an attacker which
// CPF belongs to which e-mail. Every refusal now costs the same one scrypt;
// counted rather than timed, so the test is exact and fast.
import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '#/auth/passwords.js';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const scrypt = vi.hoisted(() => ({ calls: 0 }));
vi.mock('#/auth/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      scrypt.calls += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

const t = useTestApp();

describe('POST /users-api/users timing', () => {
  it('attack: does the same password work whether or not the e-mail and CPF match', async () => {
    const user = await registerAndLogin(t.app, 7);
    const other = await registerAndLogin(t.app, 8);
    const attempt = (email: string, cpf: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users-api/users',
        remoteAddress: address,
        payload: {
          name: 'Pessoa Teste',
          email,
          password: 'errada-123',
          phone: '(11) 91234-5678',
          role: 'ROLE_APP',
          cpf,
          firstBalance: '1000',
        },
      });
    const cases = [
      ['matching e-mail and CPF', user.email, user.cpf],
      ["another account's CPF", user.email, other.cpf],
      ['unknown e-mail', 'ninguem@example.com', user.cpf],
    ] as const;
    for (const [index, [label, email, cpf]] of cases.entries()) {
      const before = scrypt.calls;
      const response = await attempt(email, cpf, `198.18.9.${String(index)}`);
      expect(response.statusCode, label).toBe(403);
      expect(scrypt.calls - before, label).toBe(1);
    }
  });
});
