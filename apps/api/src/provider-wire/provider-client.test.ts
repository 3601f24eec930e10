// One client per provider, against a provider on 127.0.0.1 over real HTTP:
// what every call sends, how it is counted, and what the caller gets back.
// A provider that does not answer is "unreachable", and the failure itself
// (refused, reset, past the deadline) stays with the answer, so the log says
// why rather than only that it failed.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withContext } from '#/http/request-context.js';
import { createMetrics, type Metrics } from '#/metrics/metrics.js';
import { httpEmailSender } from '#/providers/email.js';
import { answer, startProviderDouble, type ProviderDouble } from '#/test/provider-double.js';
import { providerClient, type FetchFn } from './provider-client.js';

const refused = new TypeError('fetch failed', {
  cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
});
const unreachable: FetchFn = () => Promise.reject(refused);

const REFUSAL = 'Não foi possível agora. Tente novamente.';
const thing = { schema: z.object({ id: z.string() }), accepted: [200, 201], refusal: REFUSAL };

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let provider: ProviderDouble;
const received: Received[] = [];
/** What the provider answers next, by path. */
const answers: Record<string, { status: number; body?: unknown }> = {
  '/v1/thing': { status: 201, body: { id: 'a1' } },
  '/v1/broken': { status: 500, body: { error: 'oops' } },
  '/v1/odd': { status: 200, body: { name: 'no id' } },
  '/v1/text': { status: 200, body: 'not json' },
};

beforeAll(async () => {
  provider = await startProviderDouble((request, body, response) => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body });
    const next = answers[request.url ?? ''] ?? { status: 404 };
    return answer(response, next.status, next.body);
  });
});
afterAll(() => provider.stop());

const client = (options: { apiKey?: string; fetch?: FetchFn; metrics?: Metrics } = {}) =>
  providerClient({ name: 'kyc', baseUrl: `${provider.baseUrl}/v1/`, ...options });

describe('a provider client', () => {
  it('POSTs JSON under its base URL with its key and the contract headers', async () => {
    received.length = 0;
    const sent = await client({ apiKey: 'chave-0123' }).post(
      '/thing',
      { a: 1 },
      { headers: { 'idempotency-key': 'k-1' } },
    );
    expect(sent).toEqual({ status: 201, body: { id: 'a1' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/thing',
      body: '{"a":1}',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer chave-0123',
        'idempotency-key': 'k-1',
      },
    });
  });

  it('POSTs a string byte for byte, the JSON its caller serialised and signed', async () => {
    received.length = 0;
    // Spacing and an escape that parsing and serialising again would not keep.
    const signed = '{ "b": 2,\n  "a": "ação \\u00e9" }';
    expect(await client().post('/thing', signed)).toEqual({ status: 201, body: { id: 'a1' } });
    expect(received[0]?.body).toBe(signed);
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('GETs with no body and, without a key, no authorization', async () => {
    received.length = 0;
    expect(await client().get('/text')).toEqual({ status: 200, body: null });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v1/text', body: '' });
    expect(received[0]?.headers).not.toHaveProperty('authorization');
    expect(received[0]?.headers).not.toHaveProperty('content-type');
  });

  it('carries the request id and counts each call by provider and result', async () => {
    received.length = 0;
    const metrics = createMetrics({ defaultMetrics: false });
    const request = { userId: 0 } as FastifyRequest;
    await withContext({ requestId: 'req-42', request }, async () => {
      await client({ metrics }).post('/thing', {});
      await client({ metrics }).get('/broken');
      await client({ fetch: unreachable, metrics }).get('/thing');
    });
    expect(received.map((call) => call.headers['x-request-id'])).toEqual(['req-42', 'req-42']);
    const counted = (await metrics.providerCalls.get()).values.map(({ labels, value }) => ({
      ...labels,
      value,
    }));
    expect(counted).toEqual(
      expect.arrayContaining([
        { provider: 'kyc', result: '2xx', value: 1 },
        { provider: 'kyc', result: '5xx', value: 1 },
        { provider: 'kyc', result: 'unreachable', value: 1 },
      ]),
    );
    expect(counted).toHaveLength(3);
  });

  it('reads the body an expectation allows', async () => {
    expect(await client().post('/thing', {}, thing)).toEqual({ id: 'a1' });
    expect(await client().get('/thing', thing)).toEqual({ id: 'a1' });
  });

  it("refuses with the player's text, keeping why underneath: a status off the contract, a body it does not allow", async () => {
    await expect(client().get('/broken', thing)).rejects.toMatchObject({
      kind: 'unavailable',
      message: REFUSAL,
      cause: new Error('kyc provider answered 500 outside its contract'),
    });
    await expect(client().get('/odd', thing)).rejects.toMatchObject({
      message: REFUSAL,
      cause: new Error('kyc provider answered 200 outside its contract'),
    });
  });

  it('reads an answer already in hand the same way', async () => {
    const kyc = client();
    const odd = await kyc.get('/odd');
    expect(() => kyc.read(odd, thing)).toThrow(REFUSAL);
    expect(kyc.read(await kyc.get('/thing'), thing)).toEqual({ id: 'a1' });
  });
});

describe('a provider call that gets no answer', () => {
  it('is unreachable, with the failure as its cause', async () => {
    const closed = await startProviderDouble(() => undefined);
    await closed.stop();
    const answered = await providerClient({ name: 'email', baseUrl: closed.baseUrl }).post(
      '/x',
      {},
    );
    expect(answered.status).toBe('unreachable');
    expect(answered.status === 'unreachable' && answered.cause).toBeInstanceOf(TypeError);
    expect(await client({ fetch: unreachable }).post('/x', {})).toEqual({
      status: 'unreachable',
      cause: refused,
    });
  });

  it("is the player's refusal under an expectation, the failure two causes down", async () => {
    const thrown = await client({ fetch: unreachable })
      .post('/thing', {}, thing)
      .catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      message: REFUSAL,
      cause: new Error('kyc provider unreachable'),
    });
    expect((thrown as { cause: Error }).cause.cause).toBe(refused);
  });

  it('keeps the failure as the cause of the error a sender throws', async () => {
    const sender = httpEmailSender(
      { baseUrl: 'http://127.0.0.1:9', apiKey: 'key', from: 'nao-responda@example.com' },
      { fetch: unreachable },
    );
    const sent = sender.send({ to: 'maria@example.com', subject: 'Assunto', text: 'Texto' });
    await expect(sent).rejects.toThrow('e-mail provider answered unreachable');
    await expect(sent).rejects.toHaveProperty('cause', refused);
  });
});
