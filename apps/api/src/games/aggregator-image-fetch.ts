// node:http(s) rather than fetch: the connection goes to the very address our
// lookup checked, and a redirect is never followed (docs/games.md#image-hosts).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type * as Http from 'node:http';
import type { IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { isIP, type LookupFunction } from 'node:net';
import {
  addressRefusal,
  bareHostname,
  imageUrlRefusal,
  type ImageSourcePolicy,
} from '#/settings/aggregator-image-policy.js';

export interface CachedImage {
  contentType: string;
  body: Buffer;
}

export type ImageFetchAnswer = { ok: true; image: CachedImage } | { ok: false; reason: string };

/** Every address a name resolves to (dns.lookup, all families); injected in tests. */
export type ResolveFn = (hostname: string) => Promise<LookupAddress[]>;

export interface ImageFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  resolve?: ResolveFn;
}

const SERVED_TYPES = /^image\/(png|jpeg|webp|gif|avif)$/;

// Required, not imported: importing node:http as a module reads each of its
// exports, and its WebSocket ones load Node's whole fetch library, a cost
// every start paid (docs/operations/start-up.md#start-up).
const { request: httpRequest } = createRequire(import.meta.url)('node:http') as typeof Http;

const systemResolve: ResolveFn = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error === null) resolve(addresses);
      else reject(error);
    });
  });

/**
 * A `lookup` for the socket: resolves, refuses the name when any of its
 * addresses is refused (one private answer is enough to be an attack), and
 * hands the socket only addresses it checked.
 */
function checkedLookup(resolve: ResolveFn, allowLoopback: boolean): LookupFunction {
  return (hostname, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refusal =
          addresses.length === 0
            ? `${hostname} has no address`
            : addresses.map((a) => addressRefusal(a.address, allowLoopback)).find(Boolean);
        if (refusal !== undefined && refusal !== null) {
          callback(new Error(refusal), '', 0);
          return;
        }
        const wanted = addresses.filter(
          (a) =>
            options.family === undefined || options.family === 0 || a.family === options.family,
        );
        if (options.all === true) callback(null, wanted);
        else {
          const first = wanted[0] ?? addresses[0];
          callback(null, first?.address ?? '', first?.family ?? 4);
        }
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), '', 0);
      },
    );
  };
}

function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    response.on('error', reject);
    // The deadline destroys the response mid-body: no 'end' then.
    response.on('close', () => {
      if (!response.complete) reject(new Error('closed before the end'));
    });
  });
}

export async function fetchAggregatorImage(
  url: string,
  policy: ImageSourcePolicy,
  options: ImageFetchOptions,
): Promise<ImageFetchAnswer> {
  const refusal = imageUrlRefusal(url, policy);
  if (refusal !== null) return { ok: false, reason: refusal };
  const target = new URL(url);
  // An address written in the URL is never looked up: the socket connects to it as is.
  const literal = bareHostname(target.hostname);
  if (isIP(literal) !== 0) {
    const addressProblem = addressRefusal(literal, policy.allowLoopback);
    if (addressProblem !== null) return { ok: false, reason: addressProblem };
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request(
        target,
        {
          method: 'GET',
          headers: { accept: 'image/*' },
          // A connection of its own: a pooled socket was connected without our lookup.
          agent: false,
          lookup: checkedLookup(options.resolve ?? systemResolve, policy.allowLoopback),
          signal,
        },
        resolve,
      )
        .on('error', reject)
        .end();
    });
    const status = response.statusCode ?? 0;
    const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const declared = Number(response.headers['content-length'] ?? 0);
    const unusable =
      status !== 200
        ? `HTTP ${String(status)}`
        : !SERVED_TYPES.test(contentType)
          ? `content-type ${contentType || 'missing'}`
          : declared > options.maxBytes
            ? `${String(declared)} bytes (at most ${String(options.maxBytes)})`
            : null;
    if (unusable !== null) {
      response.destroy();
      return { ok: false, reason: unusable };
    }
    const body = await readCapped(response, options.maxBytes);
    if (body === null) return { ok: false, reason: `over ${String(options.maxBytes)} bytes` };
    return { ok: true, image: { contentType, body } };
  } catch (error) {
    return { ok: false, reason: signal.aborted ? 'timed out' : String(error) };
  }
}
