// The registration's rules without HTTP (registration.ts): an account opens
// with the document check's person, a taken e-mail opens none and names its
// owner to tell, a CPF the check does not know is refused on its field.
import { authMessages } from '@velas/domain/messages/auth';
import { registerRequestSchema } from '@velas/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { registrationPayload } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { register } from './registration.js';

describe('register', () => {
  const t = useTestApp();
  const deps = () => ({
    db: t.app.db,
    providers: t.app.providers,
    barredList: t.app.barredList,
    clock: t.app.clock,
    scryptLogN: t.app.config.SCRYPT_LOG_N,
  });
  const body = (overrides: Parameters<typeof registrationPayload>[0] = {}) =>
    registerRequestSchema.parse(registrationPayload(overrides));
  const accounts = async (email: string) =>
    (
      await t.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [email])
    ).rows.map((row) => row.name);

  it("opens the account with the document check's name, telling no one", async () => {
    const outcome = await register(deps(), body({ name: 'Nome Digitado' }), 'address:test');
    expect(outcome).toEqual({ kind: 'succeeded', ownerToTell: null });
    expect(await accounts('maria@example.com')).toEqual(['Maria Teste da Silva']);
  });

  it("opens nothing for a taken e-mail, and names the e-mail's owner to tell", async () => {
    const outcome = await register(deps(), body({ document: '935.411.347-80' }), 'address:test');
    expect(outcome).toEqual({ kind: 'succeeded', ownerToTell: { email: 'maria@example.com' } });
    expect(await accounts('maria@example.com')).toEqual(['Maria Teste da Silva']);
  });

  it('refuses a CPF the document check does not confirm, on the document field', async () => {
    await expect(
      register(
        deps(),
        body({
          document: '000.000.001-91',
          email: 'ninguem@example.com',
          email_confirmation: 'ninguem@example.com',
        }),
        'address:test',
      ),
    ).rejects.toMatchObject({
      kind: 'refused',
      errors: { document: [authMessages.registrationCpfRefused] },
    });
    expect(await accounts('ninguem@example.com')).toEqual([]);
  });
});
