import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { maskedName } from '@velas/domain/masked-name';
import { authMessages } from '@velas/domain/messages/auth';
import { walletMessages } from '@velas/domain/messages/wallet';
import { secondSystemUserSchema } from '@velas/domain/schemas/user';
import { describe, expect, it } from 'vitest';
import { loginDemo, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

const record = (user: { email: string; cpf: string; password: string }) => ({
  name: 'Pessoa Teste',
  email: user.email,
  password: user.password,
  phone: '(11) 91234-5678',
  role: 'ROLE_APP',
  cpf: user.cpf,
  firstBalance: '1000',
});

describe('POST /users-api/users', () => {
  it('creates the record of a just-registered account, with the platform id', async () => {
    const user = await registerAndLogin(t.app, 1);
    const me = (await t.injectAs(user.token, { url: '/api/auth/me' })).json<{
      id: number;
    }>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/users-api/users',
      payload: record(user),
    });
    expect(response.statusCode).toBe(201);
    expect(secondSystemUserSchema.parse(response.json())).toMatchObject({
      id: me.id,
      role: 'ROLE_APP',
      cpf: user.cpf,
      firstBalance: 1000,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/users-api/users',
      payload: record(user),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: authMessages.emailTaken });
  });

  it("stores the account holder's name, not the masked one the form sends", async () => {
    const user = await registerAndLogin(t.app, 4);
    const holder = TEST_DOCUMENTS[4].name;
    const response = await t.app.inject({
      method: 'POST',
      url: '/users-api/users',
      // What the registration form has: the document check's masked name.
      payload: { ...record(user), name: maskedName(holder) },
    });
    expect(response.statusCode).toBe(201);
    const me = (await t.injectAs(user.token, { url: '/api/auth/me' })).json<{ id: number }>();
    const { rows } = await t.db.query<{ name: string }>(
      'SELECT name FROM second_system_users WHERE id = $1',
      [me.id],
    );
    expect(rows).toEqual([{ name: holder }]);
    expect(maskedName(holder)).not.toBe(holder);

    // Shown as the CPF check shows it until KYC proves the person (platform/profile.ts).
    expect(response.json()).toMatchObject({ name: maskedName(holder) });
    const read = () => t.injectAs(user.token, { url: `/users-api/users/${String(me.id)}` });
    expect((await read()).json()).toMatchObject({ name: maskedName(holder) });
    await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE id = $1", [me.id]);
    expect((await read()).json()).toMatchObject({ name: holder });
  });

  it("refuses without the account's password or CPF, or for an unknown email", async () => {
    const user = await registerAndLogin(t.app, 2);
    for (const payload of [
      { ...record(user), password: 'outra-senha' },
      { ...record(user), cpf: '52998224725' },
      { ...record(user), email: 'ninguem@example.com' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/users-api/users', payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'forbidden',
        message: authMessages.forbidden,
        errors: {},
      });
    }
  });

  it('validates the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users-api/users',
      payload: {
        ...record({ email: 'a@example.com', cpf: '1', password: 'x' }),
        role: 'ROLE_ADMIN',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.role).toEqual([
      'Entrada inválida: esperava "ROLE_APP"',
    ]);
  });
});

describe('GET and PUT /users-api/users/:userId', () => {
  it('reach only your own record; PUT creates it when missing', async () => {
    const token = await loginDemo(t.app);
    const { id } = (await t.injectAs(token, { url: '/api/auth/me' })).json<{
      id: number;
    }>();
    expect((await t.injectAs(token, { url: `/users-api/users/${id}` })).statusCode).toBe(404);

    const put = await t.injectAs(token, {
      method: 'PUT',
      url: `/users-api/users/${id}`,
      payload: { firstBalance: 250.5 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id, firstBalance: 250.5, email: 'demo@example.com' });
    const again = await t.injectAs(token, {
      method: 'PUT',
      url: `/users-api/users/${id}`,
      payload: { firstBalance: 100 },
    });
    expect(again.json()).toMatchObject({ firstBalance: 100 });
    expect((await t.injectAs(token, { url: `/users-api/users/${id}` })).json()).toMatchObject({
      firstBalance: 100,
    });

    const other = await registerAndLogin(t.app, 3);
    for (const request of [
      { method: 'GET' as const, url: `/users-api/users/${id}` },
      { method: 'PUT' as const, url: `/users-api/users/${id}`, payload: { firstBalance: 1 } },
    ]) {
      const response = await t.injectAs(other.token, { ...request });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'forbidden',
        message: authMessages.forbidden,
        errors: {},
      });
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/users-api/users/${id}`,
          payload: { firstBalance: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('validates the balance with the spec message', async () => {
    const token = await loginDemo(t.app);
    const { id } = (await t.injectAs(token, { url: '/api/auth/me' })).json<{
      id: number;
    }>();
    const response = await t.injectAs(token, {
      method: 'PUT',
      url: `/users-api/users/${id}`,
      payload: { firstBalance: -5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: walletMessages.invalidBalance });
  });
});
