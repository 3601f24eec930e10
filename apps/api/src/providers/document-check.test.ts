import { describe, expect, it } from 'vitest';
import type { FetchFn } from '#/provider-wire/provider-client.js';
import { DOCUMENT_CHECK_UNAVAILABLE, httpDocumentCheck } from './document-check.js';
import { viaCepPostalCodes } from './postal-codes.js';

/** Who asks: the HTTP provider ignores it, only the cache uses it. */
const ANYONE = 'address:203.0.113.1';

function fakeFetch(answers: Record<string, { status: number; body: unknown } | 'down'>) {
  const calls: { url: string; authorization: string | undefined }[] = [];
  const fetchFn: FetchFn = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers = new Headers(init?.headers);
    calls.push({ url, authorization: headers.get('authorization') ?? undefined });
    const answer = answers[url];
    if (answer === undefined || answer === 'down') return Promise.reject(new Error('ECONNREFUSED'));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  return { fetchFn, calls };
}

describe('httpDocumentCheck', () => {
  const provider = { baseUrl: 'https://cpf.example/v1/', apiKey: 'cpf-api-key-0123456789' };

  it('asks GET {baseUrl}/cpf/{cpf} with the bearer key and maps the answer', async () => {
    const { fetchFn, calls } = fakeFetch({
      'https://cpf.example/v1/cpf/11144477735': {
        status: 200,
        body: { name: 'Maria da Silva', birth_date: '1988-02-29' },
      },
      'https://cpf.example/v1/cpf/93541134780': { status: 404, body: {} },
    });
    const check = httpDocumentCheck(provider, { fetch: fetchFn });
    expect(await check.lookup('11144477735', ANYONE)).toEqual({
      name: 'Maria da Silva',
      birthday: '1988-02-29',
    });
    expect(await check.lookup('93541134780', ANYONE)).toBeNull();
    expect(calls[0]?.authorization).toBe('Bearer cpf-api-key-0123456789');
  });

  it('is unavailable when the provider is down or answers nonsense, never a made-up person', async () => {
    const { fetchFn } = fakeFetch({
      'https://cpf.example/v1/cpf/11144477735': { status: 200, body: { nome: 'x' } },
    });
    const check = httpDocumentCheck(provider, { fetch: fetchFn });
    for (const cpf of ['11144477735', '52998224725'])
      await expect(check.lookup(cpf, ANYONE)).rejects.toMatchObject({
        kind: 'unavailable',
        message: DOCUMENT_CHECK_UNAVAILABLE,
      });
  });
});

describe('viaCepPostalCodes', () => {
  it('answers from the service, and from the bundled table when the service is down', async () => {
    const { fetchFn } = fakeFetch({
      'https://viacep.example/ws/04094050/json': {
        status: 200,
        body: {
          cep: '04094-050',
          logradouro: 'Av. Pedro Álvares Cabral',
          bairro: 'Vila Mariana',
          localidade: 'São Paulo',
          uf: 'SP',
        },
      },
    });
    const postalCodes = viaCepPostalCodes('https://viacep.example', { fetch: fetchFn });
    expect(await postalCodes.lookup('04094050')).toMatchObject({ localidade: 'São Paulo' });
    expect(await postalCodes.lookup('90010000')).toMatchObject({ localidade: 'Porto Alegre' });
    expect(await postalCodes.lookup('99999999')).toBeUndefined();
  });
});
