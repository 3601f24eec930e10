// The paid document check's cache was shared by everyone: a CPF somebody had
// registered (or checked) within 30 days was answered from the database in a
// few milliseconds, a fresh one waited for the provider, a gap far above
// the noise (docs/api/benchmarks.md#figures-behind-the-comments).
// The time told a stranger the CPF had an account here. Now a cached answer
// serves only the requester that asked before (its address), so a look-up of
// a CPF somebody else registered reaches the provider just as a free CPF's
// does. Held by counting the provider's calls, exact where a timing is not
// (docs/architecture.md#abuse-limits).
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRegistration, type TestPerson } from '#/test/accounts.js';
import { productionTestApp } from '#/test/production-app.js';
import {
  answer,
  bearerIs,
  startProviderDouble,
  type ProviderDouble,
} from '#/test/provider-double.js';
import { useTestApp } from '#/test/use-test-app.js';

const API_KEY = 'doc-test-key-8Hq3Zp1Vn6Wy';
/** The CPFs the provider was asked for, in order. */
const asked: string[] = [];
let provider: ProviderDouble;

beforeAll(async () => {
  provider = await startProviderDouble((request, _raw, response) => {
    if (!bearerIs(request, API_KEY)) return answer(response, 401);
    const cpf = request.url?.replace('/cpf/', '') ?? '';
    asked.push(cpf);
    const person = TEST_DOCUMENTS.find((entry) => entry.cpf === cpf);
    if (person === undefined) return answer(response, 404, {});
    return answer(response, 200, { name: person.name, birth_date: person.birthDate });
  });
});
afterAll(() => provider.stop());

const t = useTestApp(() =>
  productionTestApp(
    { providers: { documents: { baseUrl: provider.baseUrl, apiKey: API_KEY } } },
    { DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: '5' },
  ),
);

const check = (person: TestPerson, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/validate/document',
    payload: { document: person.cpf },
    remoteAddress,
  });

const register = (person: TestPerson, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: personRegistration(person, email),
    remoteAddress,
  });

/** Whether answering `request` made the provider look `person` up. */
async function reachedProvider(person: TestPerson, request: () => Promise<unknown>) {
  const before = asked.length;
  await request();
  return asked.slice(before).includes(person.cpf);
}

const TAKEN = TEST_DOCUMENTS[3];
const FREE_ONE = TEST_DOCUMENTS[4];
const FREE_TWO = TEST_DOCUMENTS[5];

describe('the document check cache', () => {
  beforeAll(async () => {
    // Somebody registers with TAKEN, the form's check first, as the app does.
    expect((await check(TAKEN, '203.0.113.1')).statusCode).toBe(200);
    expect((await register(TAKEN, 'dona@example.com', '203.0.113.1')).statusCode).toBe(201);
  });

  it('attack: through /api/validate/document a registered CPF reaches the provider like a free one', async () => {
    const stranger = '198.51.100.1';
    expect(await reachedProvider(TAKEN, () => check(TAKEN, stranger))).toBe(true);
    expect(await reachedProvider(FREE_ONE, () => check(FREE_ONE, stranger))).toBe(true);
  });

  it('attack: through registration a registered CPF reaches the provider like a free one', async () => {
    const stranger = '198.51.100.2';
    const taken = () => register(TAKEN, 'curioso1@example.com', stranger);
    const free = () => register(FREE_TWO, 'curioso2@example.com', stranger);
    expect(await reachedProvider(TAKEN, taken)).toBe(true);
    expect(await reachedProvider(FREE_TWO, free)).toBe(true);
  });

  it('still spares the requester its own second look-up: the check, then the registration', async () => {
    const person = TEST_DOCUMENTS[6];
    const address = '198.51.100.3';
    expect(await reachedProvider(person, () => check(person, address))).toBe(true);
    const registration = () => register(person, 'lucas@example.com', address);
    expect(await reachedProvider(person, registration)).toBe(false);
    // An IPv6 requester is its /64, as for the look-up budget.
    expect(await reachedProvider(person, () => check(person, '2001:db8:7:1::1'))).toBe(true);
    expect(await reachedProvider(person, () => check(person, '2001:db8:7:1::2'))).toBe(false);
  });
});
