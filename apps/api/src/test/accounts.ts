// Shortcuts tests use to get a logged-in user.
import { REGISTRATION_FIXED } from '@velas/domain/constants';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { WIDEST_LIMITS } from '@velas/domain/protection';
import type { RegisterRequest } from '@velas/domain/schemas/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE } from '#/platform/device-cookie.js';

/** Generous limits so tests that are not about protection never meet them. */
export const TEST_LIMITS = {
  lossLimit: 1_000_000,
  lossPeriod: 'month',
  sessionMinutes: 720,
} as const;

export function registrationPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const person = TEST_DOCUMENTS[1];
  const email = overrides.email ?? 'maria@example.com';
  return {
    birthday: person.birthDate,
    document: '111.444.777-35',
    email,
    email_confirmation: email,
    name: person.name,
    password: 'senha-segura-1',
    password_confirmation: overrides.password ?? 'senha-segura-1',
    phone: '(11) 91234-5678',
    termsAccepted: true,
    referrer_id: REGISTRATION_FIXED.referrerId,
    btag: REGISTRATION_FIXED.btag,
    token: null,
    afp: REGISTRATION_FIXED.appTag,
    afp2: REGISTRATION_FIXED.appTag,
    limits: TEST_LIMITS,
    ...overrides,
  };
}

/** A person the document check may answer for: one of test-documents.ts or of test/people.ts. */
export interface TestPerson {
  cpf: string;
  name: string;
  birthDate: string;
}

/** Registration as `person` (their CPF and name) under `email`. */
export function personRegistration(
  person: TestPerson,
  email: string,
  overrides: Partial<RegisterRequest> = {},
): RegisterRequest {
  return registrationPayload({
    email,
    email_confirmation: email,
    document: person.cpf,
    name: person.name,
    ...overrides,
  });
}

/**
 * Registration as `person` with the widest limits a player may choose: for
 * the benches and reliability runs, which move more money than TEST_LIMITS allow.
 */
export function widestLimitsRegistration(person: TestPerson, email: string): RegisterRequest {
  return personRegistration(person, email, { limits: WIDEST_LIMITS });
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** One sign-in as a browser sends it: from `remoteAddress`, with its device cookie when it has one. */
export function loginAttempt(
  app: FastifyInstance,
  attempt: { email: string; password: string; remoteAddress: string; device?: string | undefined },
): Promise<LightMyRequestResponse> {
  const { email, password, remoteAddress, device } = attempt;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, email, password },
    remoteAddress,
    ...(device !== undefined && { cookies: { [DEVICE_COOKIE]: device } }),
  });
}

/** The device cookie a sign-in set, and how. */
export function deviceCookie(
  response: LightMyRequestResponse,
): LightMyRequestResponse['cookies'][number] | undefined {
  return response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
}

export function loginDemo(app: FastifyInstance): Promise<string> {
  return login(app, DEMO_EMAIL, DEMO_PASSWORD);
}

/** Registers (CPF of the given test document) and logs in; returns the token. */
export function registerAndLogin(
  app: FastifyInstance,
  documentIndex: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8,
): Promise<{ token: string; email: string; cpf: string; password: string }> {
  return registerPersonAndLogin(
    app,
    TEST_DOCUMENTS[documentIndex],
    `pessoa${String(documentIndex)}@example.com`,
  );
}

/** Registers `person` under `email` and logs in; returns the token. */
export async function registerPersonAndLogin(
  app: FastifyInstance,
  person: TestPerson,
  email: string,
): Promise<{ token: string; email: string; cpf: string; password: string }> {
  const payload = personRegistration(person, email);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    token: await login(app, email, 'senha-segura-1'),
    email,
    cpf: person.cpf,
    password: 'senha-segura-1',
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Throws with the reply when a setup call did not answer `status`. */
function expectStatus(what: string, response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status)
    throw new Error(`${what}: ${String(response.statusCode)} ${response.body}`);
  return response;
}

/**
 * Passes the demo KYC widget and saves an address: what a deposit or a
 * withdrawal needs (docs/product/wallet.md#wallet-deposits).
 */
export async function readyToPay(
  app: FastifyInstance,
  player: { token: string; cpf: string },
): Promise<void> {
  const headers = bearer(player.token);
  const session = expectStatus(
    'kyc session',
    await app.inject({
      method: 'POST',
      url: '/kyc-api/kyc/session',
      headers,
      payload: { cpf: player.cpf, token: 't', flow: 'kyc-full', betHouse: 'MINES_BET' },
    }),
    200,
  );
  const { session_id: sessionId } = session.json<{ session_id: string }>();
  expectStatus(
    'kyc verdict',
    await app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
      payload: { result: 'approved' },
    }),
    200,
  );
  expectStatus(
    'address',
    await app.inject({
      method: 'POST',
      url: '/api/userUpdate',
      headers,
      payload: { zipCode: '01310-100', number: '10' },
    }),
    200,
  );
}

/** A registered user who passed the KYC sandbox and saved an address, with their user id. */
export async function verifiedAccount(
  app: FastifyInstance,
  documentIndex: Parameters<typeof registerAndLogin>[1],
) {
  const person = await registerAndLogin(app, documentIndex);
  await readyToPay(app, person);
  const me = await app.inject({ url: '/api/auth/me', headers: bearer(person.token) });
  return { ...person, id: me.json<{ id: number }>().id };
}

/** The balance in cents, as the user's own `me` call reports it. */
export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({ url: '/api/auth/me', headers: bearer(token) });
  return response.json<{ balance: number }>().balance;
}
