// Reading rows costs PGlite its WASM marshalling every time, while the answer
// only changes once a round; each is kept compressed too.
// Concurrent misses for one key share a single computation, and a computation
// that started before an invalidation is returned but never stored.

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { chooseEncoding, encodeBody, type EncodedBody } from '#/http/encoded-body.js';
import { addVary } from './public-reads.js';

interface HouseEntries {
  generation: number;
  ready: Map<string, EncodedBody>;
  pending: Map<string, Promise<EncodedBody>>;
}

export class ResponseCache {
  private readonly houses = new Map<string, HouseEntries>();

  constructor(private readonly maxEntriesPerHouse = 256) {}

  /**
   * The JSON for `key` as UTF-8 bytes and their compressed forms, computing
   * them (once, however many callers wait) on a miss. Bytes rather than a
   * string: sending them skips encoding a large answer per request. `serialize` turns
   * the computed value into JSON (routes pass their response schema's serializer).
   */
  async json(
    betHouse: string,
    key: string,
    compute: () => Promise<unknown>,
    serialize: (value: unknown) => string = JSON.stringify,
  ): Promise<EncodedBody> {
    const house = this.house(betHouse);
    const hit = house.ready.get(key) ?? house.pending.get(key);
    if (hit !== undefined) return hit;

    const generation = house.generation;
    const computing = compute().then((value) => encodeBody(Buffer.from(serialize(value))));
    house.pending.set(key, computing);
    try {
      const json = await computing;
      if (house.generation === generation) this.store(house, key, json);
      return json;
    } finally {
      if (house.pending.get(key) === computing) house.pending.delete(key);
    }
  }

  /**
   * The stored JSON for `key`, or undefined while none is (not computed
   * yet, or computing): a hit answered without a promise.
   */
  stored(betHouse: string, key: string): EncodedBody | undefined {
    return this.houses.get(betHouse)?.ready.get(key);
  }

  invalidate(betHouse: string): void {
    const house = this.house(betHouse);
    house.generation += 1;
    house.ready.clear();
    house.pending.clear();
  }

  private store(house: HouseEntries, key: string, json: EncodedBody): void {
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (house.ready.size >= this.maxEntriesPerHouse) {
      const oldest = house.ready.keys().next();
      if (oldest.done !== true) house.ready.delete(oldest.value);
    }
    house.ready.set(key, json);
  }

  private house(betHouse: string): HouseEntries {
    let house = this.houses.get(betHouse);
    if (house === undefined) {
      house = { generation: 0, ready: new Map(), pending: new Map() };
      this.houses.set(betHouse, house);
    }
    return house;
  }
}

/**
 * Each cached body's ETag, computed once: @fastify/etag keeps an ETag the
 * route already set, so a hit does not hash the whole body again.
 */
const etags = new WeakMap<Buffer, string>();

function etagOf(body: Buffer): string {
  let etag = etags.get(body);
  if (etag === undefined) {
    etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(body, etag);
  }
  return etag;
}

/**
 * What a route answering through sendCached adds to its options: its answers
 * carry their own encoding, or are too small to compress, so
 * @fastify/compress's hooks would only look at them and let them go.
 */
export const CACHED_ANSWERS = { compress: false } as const;

/** A cached read: the house whose rounds it holds, its key, and how to compute it on a miss. */
export interface CachedRead {
  betHouse: string;
  key: string;
  compute: () => Promise<unknown>;
}

/**
 * The cache holds bytes, which Fastify sends without serializing; so the
 * route's response schema is applied once, when a miss is computed. It holds
 * them compressed too: the reply names its encoding, which @fastify/compress
 * takes as already compressed and leaves alone.
 *
 * A hit is sent at once and returns nothing, a miss returns the promise of
 * its answer: a route that returns what this returns answers most of its
 * requests without a promise (docs/api/benchmarks.md#history-odd-profile).
 */
export function sendCached(
  cache: ResponseCache,
  reply: FastifyReply,
  { betHouse, key, compute }: CachedRead,
): Promise<void> | undefined {
  const stored = cache.stored(betHouse, key);
  if (stored !== undefined) {
    sendBody(reply, stored);
    return undefined;
  }
  // zodSerializerCompiler always returns a string.
  const serialize = (value: unknown) => reply.serialize(value) as string;
  return cache.json(betHouse, key, compute, serialize).then((body) => {
    sendBody(reply, body);
  });
}

function sendBody(reply: FastifyReply, body: EncodedBody): void {
  const encoding = chooseEncoding(reply.request.headers['accept-encoding'], body);
  addVary(reply.type('application/json; charset=utf-8'), 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const bytes = body[encoding] ?? body.identity;
  reply.header('etag', etagOf(bytes)).send(bytes);
}
