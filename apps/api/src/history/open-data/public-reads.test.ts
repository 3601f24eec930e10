// Open data across origins and caches (docs/product/provably-fair-rounds.md#open-data): any
// origin reads the history calls without credentials, the authenticated api
// stays limited to the app's origins, and each answer says how long it holds.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { useTestApp } from '#/test/use-test-app.js';
import { CACHE_POLICIES } from './public-reads.js';

const OTHER_SITE = 'https://dados.example';
// 30 rounds of a chain on 2026-03-09 (closed by the test clock's 2026-03-10 15:00).
const YESTERDAY = Date.parse('2026-03-09T12:00:00-03:00');

describe('public history reads across origins and caches', () => {
  const t = useTestApp();
  let roundId = 0;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/history-api/${url}`, headers });

  beforeAll(async () => {
    const stored = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 30,
      played: 30,
      firstTimeMs: YESTERDAY,
    });
    roundId = stored.rounds[3]?.id ?? 0;
  });

  it.each([
    'history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET',
    'rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-09&format=json',
    'chain?betHouse=MINES_BET',
    'docs/json',
  ])('any origin reads %s, without credentials', async (url) => {
    const response = await get(url, { origin: OTHER_SITE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends a read the CORS headers @fastify/cors gave it, with or without an Origin', async () => {
    const url = 'history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET';
    const withAndWithout: Record<string, string>[] = [{ origin: OTHER_SITE }, {}];
    for (const headers of withAndWithout) {
      const response = await get(url, headers);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-expose-headers']).toBe('etag, content-disposition');
      // A fixed `*` varies with no Origin.
      expect(String(response.headers.vary)).not.toMatch(/origin/i);
    }
    // An unknown path under the prefix is no read of the open data.
    const missing = await get('no-such-read', { origin: OTHER_SITE });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBeUndefined();
    expect(missing.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a preflight for the spec client’s User header, and only for reads', async () => {
    const preflight = (method: string, headers: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/history-api/history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET',
        headers: {
          origin: OTHER_SITE,
          'access-control-request-method': method,
          'access-control-request-headers': headers,
        },
      });
    const read = await preflight('GET', 'user');
    expect(read.statusCode).toBe(204);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(String(read.headers['access-control-allow-headers'])).toContain('user');
    expect(String(read.headers['access-control-allow-methods'])).not.toContain('POST');
    // The key-protected ingestion is not opened to other sites' pages.
    const ingest = await preflight('POST', 'x-api-key,content-type');
    expect(String(ingest.headers['access-control-allow-methods'])).not.toContain('POST');
    expect(String(ingest.headers['access-control-allow-headers'])).not.toContain('x-api-key');
  });

  it('keeps the signed-in api closed to other origins (reads and preflights)', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: OTHER_SITE, authorization: 'Bearer x' },
    });
    expect(me.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(me.headers.vary)).toMatch(/origin/i);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: {
        origin: OTHER_SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('caches a closed day for a day and today for seconds, keeping Vary', async () => {
    const closed = await get('history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET', {
      'accept-encoding': 'gzip',
    });
    expect(closed.headers['cache-control']).toBe(CACHE_POLICIES.closed);
    expect(String(closed.headers.vary)).toMatch(/accept-encoding/i);
    expect(closed.headers.etag).toBeDefined();
    const today = await get('history-odd?date=2026-03-10&numberVelas=10&betHouse=MINES_BET');
    expect(today.headers['cache-control']).toBe(CACHE_POLICIES.live);
    const revalidated = await get('history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET', {
      'accept-encoding': 'gzip',
      'if-none-match': String(closed.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('caches a round’s proof forever, a closed export for a day, the chain for seconds', async () => {
    expect((await get(`rounds/${String(roundId)}/verify`)).headers['cache-control']).toBe(
      CACHE_POLICIES.immutable,
    );
    const closedExport = await get(
      'rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-09',
    );
    expect(closedExport.headers['cache-control']).toBe(CACHE_POLICIES.closed);
    const openExport = await get('rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-10');
    expect(openExport.headers['cache-control']).toBe(CACHE_POLICIES.live);
    expect((await get('chain?betHouse=MINES_BET')).headers['cache-control']).toBe(
      CACHE_POLICIES.live,
    );
    expect((await get('bet-houses')).headers['cache-control']).toBe(CACHE_POLICIES.settings);
  });
});
