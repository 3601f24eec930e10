// For the in-process (app.inject) tests: a registered user who passed the KYC
// sandbox and saved an address, i.e. one who may deposit and withdraw.
import type { FastifyInstance } from 'fastify';
import { bearer, registerAndLogin } from '../../src/test/accounts.js';

type TestDocument = Parameters<typeof registerAndLogin>[1];

async function expectStatus(
  what: string,
  response: { statusCode: number; body: string },
  status: number,
) {
  if (response.statusCode !== status)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return Promise.resolve(response);
}

export async function verifiedAccount(app: FastifyInstance, document: TestDocument) {
  const person = await registerAndLogin(app, document);
  const session = await expectStatus(
    'kyc session',
    await app.inject({
      method: 'POST',
      url: '/kyc-api/kyc/session',
      headers: bearer(person.token),
      payload: { cpf: person.cpf, token: 't', flow: 'kyc-full', betHouse: 'MINES_BET' },
    }),
    200,
  );
  const sessionId = JSON.parse(session.body) as { session_id: string };
  await expectStatus(
    'kyc result',
    await app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId.session_id}/verdict`,
      payload: { result: 'approved' },
    }),
    200,
  );
  await expectStatus(
    'address',
    await app.inject({
      method: 'POST',
      url: '/api/userUpdate',
      headers: bearer(person.token),
      payload: { zipCode: '01310-100', number: '10' },
    }),
    200,
  );
  const me = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: bearer(person.token),
  });
  return { ...person, id: (JSON.parse(me.body) as { id: number }).id };
}
