// The barred-list client reads only the answer docs/api/providers.md#impedidos
// describes: anything else is "unavailable", never "not barred".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpBarredListProvider } from './barred-list-provider.js';

const CPF = '48295731637';
const API_KEY = 'impedidos-client-key-0123456789';
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const seen: { authorization?: string; url: string }[] = [];
const server = Fastify();
server.get('/impedidos/:cpf', (request, answer) => {
  seen.push({ authorization: request.headers.authorization, url: request.url });
  return answer.status(reply.status).send(reply.body);
});
let baseUrl = '';

beforeAll(async () => {
  await server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${String((server.server.address() as AddressInfo).port)}/`;
});
afterAll(() => server.close());

const both = (self: boolean, social: boolean) => [
  { base: 'autoexclusao_centralizada', barred: self },
  { base: 'beneficio_social', barred: social },
];

/** The moment of the test's answers, give or take a minute. */
const now = () => Date.parse('2026-03-10T18:01:00Z');

describe('httpBarredListProvider', () => {
  it('sends the key and reads each base and the moment of the answer', async () => {
    reply = {
      status: 200,
      body: { cpf: CPF, answered_at: '2026-03-10T15:00:00-03:00', bases: both(false, true) },
    };
    const result = await httpBarredListProvider({ baseUrl, apiKey: API_KEY }, now).consult(CPF);
    expect(result).toEqual({
      kind: 'answered',
      answer: {
        cpf: CPF,
        answeredAt: Date.parse('2026-03-10T18:00:00Z'),
        bases: both(false, true),
      },
    });
    expect(seen.at(-1)).toEqual({ authorization: `Bearer ${API_KEY}`, url: `/impedidos/${CPF}` });
  });

  it('reads any other answer as unavailable', async () => {
    const provider = httpBarredListProvider({ baseUrl, apiKey: API_KEY }, now);
    const answers = [
      { status: 503, body: { error: 'down' } },
      { status: 404, body: {} },
      { status: 200, body: { cpf: CPF, bases: both(false, false) } },
      {
        status: 200,
        body: {
          cpf: '11144477735',
          answered_at: '2026-03-10T18:00:00Z',
          bases: both(false, false),
        },
      },
      {
        status: 200,
        body: { cpf: CPF, answered_at: '2026-03-10T18:00:00Z', bases: both(false, false).slice(1) },
      },
      // A "not barred" from another moment: cached, replayed or from a wrong clock.
      {
        status: 200,
        body: { cpf: CPF, answered_at: '2019-01-01T00:00:00Z', bases: both(false, false) },
      },
      {
        status: 200,
        body: { cpf: CPF, answered_at: '2099-01-01T00:00:00Z', bases: both(false, false) },
      },
      {
        status: 200,
        body: { cpf: CPF, answered_at: '2026-03-10T17:54:00Z', bases: both(false, false) },
      },
    ];
    for (const answer of answers) {
      reply = answer;
      expect((await provider.consult(CPF)).kind, JSON.stringify(answer)).toBe('unavailable');
    }
    const unreachable = httpBarredListProvider(
      { baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY },
      now,
    );
    expect(await unreachable.consult(CPF)).toEqual({ kind: 'unavailable', reason: 'unreachable' });
  });
});
