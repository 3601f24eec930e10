// The history answers go out compressed from the cache's stored bytes: the
// encoding the client asks for, the same bytes on every hit, and within the
// phone budget of docs/architecture.md#phone-performance (1000 candles on the wire).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as encoded from '#/http/encoded-body.js';
import { useTestApp } from '#/test/use-test-app.js';
import { insertIngestedRounds } from '../rounds/rounds-repository.js';

vi.mock('#/http/encoded-body.js', { spy: true });

/** A deterministic xorshift source: the rounds look like a crash game's, the same every run. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const random = randomSource(19);
// 1200 rounds about 20 s apart, ending just before the test clock (2026-03-10 15:00 São Paulo).
const end = Date.parse('2026-03-10T17:59:00.000Z');
const rounds = Array.from({ length: 1200 }, (_, index) => ({
  id: 50_000 + index,
  betHouse: 'MINES_BET',
  odd: Math.max(1, Math.floor(99 / (1 - random())) / 100),
  time: end - (1200 - index) * 20_000 + Math.floor(random() * 4000),
}));

const URL_1000 = '/history-api/history-odd?date=2026-03-10&numberVelas=1000&betHouse=MINES_BET';

describe('compressed history answers', () => {
  const t = useTestApp();
  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: URL_1000,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    await insertIngestedRounds(t.db, 'feed', rounds);
  });

  it('sends brotli to a client that accepts it, gzip to one that only takes gzip, plain JSON otherwise', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(1000);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps 1000 candles under 30 KB on the wire', async () => {
    const br = await get('br');
    const gzip = await get('gzip');
    expect(br.rawPayload.length).toBeLessThanOrEqual(30 * 1024);
    expect(gzip.rawPayload.length).toBeLessThan((await get()).rawPayload.length / 3);
  });

  it('serves a cached answer as the stored compressed bytes, compressing nothing again', async () => {
    const first = await get('br');
    const compressions = vi.mocked(encoded.encodeBody).mock.calls.length;
    const again = await get('br');
    expect(vi.mocked(encoded.encodeBody).mock.calls.length).toBe(compressions);
    // Compressed once more (by @fastify/compress, at its own quality) the bytes would differ.
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
  });
});
