// The anonymous document check turned any CPF into a name and birth date, 30 a
// minute per address, each a call to the operator's paid provider. Now: a
// masked name, a daily budget per address, and a cache in front of the
// provider for each address's own repeated look-ups (a double speaking its
// contract over HTTP, counting calls).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commonMessages } from '@velas/domain/messages/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const API_KEY = 'f0c1e2d3a4b5968778695a4b3c2d1e0f';
const calls: string[] = [];
let provider: Server;

beforeAll(async () => {
  provider = createServer((request, response) => {
    calls.push(request.url ?? '');
    const known = request.url === '/cpf/11144477735';
    const authorized = request.headers.authorization === `Bearer ${API_KEY}`;
    response.writeHead(authorized ? (known ? 200 : 404) : 401, {
      'content-type': 'application/json',
    });
    response.end(
      known ? JSON.stringify({ name: 'Ana Real Oliveira', birth_date: '2000-07-21' }) : '{}',
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});
const t = useTestApp(() => {
  const { port } = provider.address() as AddressInfo;
  return productionTestApp(
    { providers: { documents: { baseUrl: `http://127.0.0.1:${String(port)}`, apiKey: API_KEY } } },
    { DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: '5' },
  );
});

const check = (document: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/validate/document',
    payload: { document },
    remoteAddress,
  });

describe('POST /api/validate/document in production', () => {
  it('attack: a CPF gives a stranger only the masked name, and the paid provider is asked once per address', async () => {
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      const response = await check('111.444.777-35', address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Ana R. O.' });
    }
    // An unknown CPF is remembered too.
    for (const address of ['203.0.113.1', '203.0.113.1'])
      expect((await check('935.411.347-80', address)).statusCode).toBe(422);
    // Another address's look-up is never a hit (registration.lookup-oracle.test.ts).
    expect(calls).toEqual(['/cpf/11144477735', '/cpf/11144477735', '/cpf/93541134780']);
  });

  it('attack: one address gets a daily budget of look-ups, then 429 until the next day', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await check('111.444.777-35', '198.51.100.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await check('111.444.777-35', '198.51.100.9');
    expect(refused.json()).toEqual({
      code: 'throttled',
      message: commonMessages.cpfCheckDailyLimit,
      errors: {},
    });
  });

  it('keeps the full answer on the server only, for the registration to read from the cache', async () => {
    const before = calls.length;
    const { rows } = await t.db.query<{ name: string; birthday: string }>(
      "SELECT name, to_char(birth_date, 'YYYY-MM-DD') AS birthday FROM document_lookups WHERE cpf = '11144477735' AND requester = 'address:203.0.113.1'",
    );
    expect(rows).toEqual([{ name: 'Ana Real Oliveira', birthday: '2000-07-21' }]);
    expect(calls.length).toBe(before);
  });
});
