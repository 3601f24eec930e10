import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keepRawJsonBody, parseJsonOrUndefined } from './raw-json-body.js';

describe('raw JSON body', () => {
  it('reads JSON, and undefined for text that is not JSON', () => {
    expect(parseJsonOrUndefined('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonOrUndefined('null')).toBeNull();
    expect(parseJsonOrUndefined('{"a":')).toBeUndefined();
  });

  it('keeps the exact body text next to its JSON', async () => {
    const app = Fastify();
    keepRawJsonBody(app);
    app.post('/', (request) => ({ raw: request.rawBody, body: request.body ?? 'none' }));
    const raw = '{ "a" :  1 }';
    const sent = await app.inject({
      method: 'POST',
      url: '/',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(sent.json()).toEqual({ raw, body: { a: 1 } });
    const broken = await app.inject({
      method: 'POST',
      url: '/',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.json()).toEqual({ raw: '{', body: 'none' });
    await app.close();
  });
});
