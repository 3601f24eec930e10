// Accounts the money tests use, made through the api as a person would:
// register with a sandbox CPF, log in, save an address, pass the KYC sandbox.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { widestLimitsRegistration } from '#/test/accounts.js';
import { call, expectOk } from './http.js';

export interface Account {
  index: number;
  /** The platform user id. */
  id: number;
  email: string;
  cpf: string;
  password: string;
  token: string;
}

/** The sandbox registry has six CPFs besides the demo account's. */
export const MAX_ACCOUNTS = 6;

export async function login(base: string, email: string, password: string): Promise<string> {
  const reply = await expectOk(
    await call(base, 'POST', '/api/auth/login', { body: { login: email, email, password } }),
    'login',
  );
  return (reply.body as { access_token: string }).access_token;
}

export async function createAccount(base: string, index: number): Promise<Account> {
  const person = TEST_DOCUMENTS[index as 1 | 2 | 3 | 4 | 5 | 6];
  const email = `confiabilidade${index}@example.com`;
  const password = 'senha-segura-1';
  await expectOk(
    await call(base, 'POST', '/api/auth/register', {
      body: widestLimitsRegistration(person, email),
    }),
    'register',
  );
  const token = await login(base, email, password);
  await expectOk(
    await call(base, 'POST', '/api/userUpdate', {
      token,
      body: { zipCode: '01310-100', number: '1000' },
    }),
    'address',
  );
  const session = await expectOk(
    await call(base, 'POST', '/kyc-api/kyc/session', {
      token,
      body: { cpf: person.cpf, token: 'sandbox', flow: 'kyc-full', betHouse: 'MINES_BET' },
    }),
    'kyc session',
  );
  const sessionId = (session.body as { session_id: string }).session_id;
  await expectOk(
    await call(base, 'POST', `/kyc-api/demo/sessions/${sessionId}/verdict`, {
      body: { result: 'approved' },
    }),
    'kyc result',
  );
  const me = await expectOk(await call(base, 'GET', '/api/auth/me', { token }), 'me');
  return { index, id: (me.body as { id: number }).id, email, cpf: person.cpf, password, token };
}

export async function createAccounts(base: string, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let index = 1; index <= Math.min(count, MAX_ACCOUNTS); index += 1)
    accounts.push(await createAccount(base, index));
  return accounts;
}
