import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EncodedBody } from '#/http/encoded-body.js';
import { ResponseCache, sendCached } from './response-cache.js';

/** A computation the test finishes by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const text = async (json: Promise<EncodedBody>) => (await json).identity.toString();

describe('ResponseCache', () => {
  it('computes once for concurrent misses and serves the stored JSON afterwards', async () => {
    const cache = new ResponseCache();
    let computations = 0;
    const compute = () => {
      computations += 1;
      return Promise.resolve([{ odd: 2 }]);
    };
    const answers = await Promise.all([1, 2, 3].map(() => text(cache.json('H', 'k', compute))));
    expect(answers).toEqual(Array(3).fill('[{"odd":2}]'));
    expect(await text(cache.json('H', 'k', compute))).toBe('[{"odd":2}]');
    expect(computations).toBe(1);
  });

  it('recomputes after the house is invalidated, and only that house', async () => {
    const cache = new ResponseCache();
    let value = 1;
    const compute = () => Promise.resolve(value);
    await cache.json('A', 'k', compute);
    await cache.json('B', 'k', compute);
    value = 2;
    cache.invalidate('A');
    expect(await text(cache.json('A', 'k', compute))).toBe('2');
    expect(await text(cache.json('B', 'k', compute))).toBe('1');
  });

  it('never stores an answer computed before an invalidation', async () => {
    const cache = new ResponseCache();
    const slow = deferred<string>();
    const stale = cache.json('A', 'k', () => slow.promise);
    cache.invalidate('A');
    slow.resolve('old');
    expect((await stale).identity.toString()).toBe('"old"');
    expect(await text(cache.json('A', 'k', () => Promise.resolve('new')))).toBe('"new"');
  });

  it('keeps at most the configured number of entries per house, dropping the oldest', async () => {
    const cache = new ResponseCache(2);
    let computations = 0;
    const compute = () => {
      computations += 1;
      return Promise.resolve(computations);
    };
    await cache.json('A', 'one', compute);
    await cache.json('A', 'two', compute);
    await cache.json('A', 'three', compute);
    await cache.json('A', 'three', compute);
    await cache.json('A', 'two', compute);
    expect(computations).toBe(3);
    await cache.json('A', 'one', compute);
    expect(computations).toBe(4);
  });

  it('lets a failed computation be retried', async () => {
    const cache = new ResponseCache();
    await expect(cache.json('A', 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await text(cache.json('A', 'k', () => Promise.resolve(1)))).toBe('1');
  });

  it('holds an answer as stored only once it is computed', async () => {
    const cache = new ResponseCache();
    const slow = deferred<number>();
    const computing = cache.json('A', 'k', () => slow.promise);
    expect(cache.stored('A', 'k')).toBeUndefined();
    slow.resolve(1);
    const body = await computing;
    expect(cache.stored('A', 'k')).toBe(body);
    cache.invalidate('A');
    expect(cache.stored('A', 'k')).toBeUndefined();
  });
});

describe('sendCached', () => {
  it('sends a hit at once, a miss once computed, with the same bytes and headers', async () => {
    const cache = new ResponseCache();
    const returned: unknown[] = [];
    const app = Fastify();
    app.get('/read', (_request, reply) => {
      const sending = sendCached(cache, reply, {
        betHouse: 'A',
        key: 'k',
        compute: () => Promise.resolve([{ odd: 2 }]),
      });
      returned.push(sending);
      return sending;
    });
    const miss = await app.inject('/read');
    const hit = await app.inject('/read');
    await app.close();
    expect(returned[0]).toBeInstanceOf(Promise);
    expect(returned[1]).toBeUndefined();
    expect(hit.body).toBe('[{"odd":2}]');
    expect(hit.body).toBe(miss.body);
    for (const header of ['content-type', 'etag', 'vary', 'content-length'])
      expect(hit.headers[header], header).toBe(miss.headers[header]);
  });
});
