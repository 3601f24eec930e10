// A deadline so a slow provider cannot hold a registration or a verification
// open, and the request's id, so the provider's logs and ours tell the same story.
import type { z } from 'zod';
import { Unavailable } from '#/domain-errors.js';
import { requestContext } from '#/http/request-context.js';
import { statusClass, type Metrics } from '#/metrics/metrics.js';

export type FetchFn = typeof fetch;

export const PROVIDER_TIMEOUT_MS = 5_000;

/** `unreachable`: no answer (refused, reset, past the deadline); `cause` is the failure, kept for the log. */
export type JsonAnswer =
  { status: number; body: unknown } | { status: 'unreachable'; cause: unknown };

/**
 * What a call needs of its answer: a status among `accepted` and a body that
 * `schema` reads. Any other answer is the player's `refusal` (a pt-BR text).
 */
export interface Expectation<T> {
  schema: z.ZodType<T>;
  accepted: readonly number[];
  refusal: string;
}

export interface CallOptions {
  /** Headers of the provider's contract (a payout's Idempotency-Key, the aggregator's signature). */
  headers?: Record<string, string>;
}

export interface ProviderClient {
  /** The body `expectation` reads, or its refusal. */
  get<T>(path: string, expectation: CallOptions & Expectation<T>): Promise<T>;
  get(path: string, options?: CallOptions): Promise<JsonAnswer>;
  /**
   * `body` is sent as its JSON; a string is JSON the caller serialised itself (the
   * aggregator signs it) and is sent as these very bytes.
   */
  post<T>(path: string, body: unknown, expectation: CallOptions & Expectation<T>): Promise<T>;
  post(path: string, body: unknown, options?: CallOptions): Promise<JsonAnswer>;
  /** An answer already in hand (one whose status the caller looked at first), read as `expectation` says. */
  read<T>(answer: JsonAnswer, expectation: Expectation<T>): T;
}

export interface ProviderClientOptions {
  /** The `provider` label of velas_provider_calls_total, and the name in the log. */
  name: string;
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; none for a provider that needs no key or signs instead. */
  apiKey?: string | undefined;
  fetch?: FetchFn;
  /** Where the calls are counted: the app's metrics; none in a command or a test that counts none. */
  metrics?: ProviderCallMetrics | undefined;
}

/** What a client counts in: velas_provider_calls_total. */
export type ProviderCallMetrics = Pick<Metrics, 'providerCalls'>;

/** How a provider's client reaches the wire: its fetch and the app's metrics, given where it is built. */
export type ProviderWire = Pick<ProviderClientOptions, 'fetch' | 'metrics'>;

/**
 * Why a provider's answer could not be used, for the log (the player sees
 * only the pt-BR refusal that carries it as its cause): no answer, a status
 * its contract does not list, or a body it does not allow.
 */
export function unusableAnswer(answer: JsonAnswer, provider: string): Error {
  if (answer.status === 'unreachable')
    return new Error(`${provider} provider unreachable`, { cause: answer.cause });
  return new Error(`${provider} provider answered ${String(answer.status)} outside its contract`);
}

export function providerClient({
  name,
  baseUrl,
  apiKey,
  fetch: fetchFn = fetch,
  metrics,
}: ProviderClientOptions): ProviderClient {
  const base = baseUrl.replace(/\/+$/, '');

  function read<T>(answer: JsonAnswer, { schema, accepted, refusal }: Expectation<T>): T {
    const parsed =
      answer.status !== 'unreachable' && accepted.includes(answer.status)
        ? schema.safeParse(answer.body)
        : undefined;
    if (parsed?.success !== true)
      throw new Unavailable(refusal, { cause: unusableAnswer(answer, name) });
    return parsed.data;
  }

  async function answered<T>(
    request: WireRequest,
    options: CallOptions | (CallOptions & Expectation<T>),
  ): Promise<JsonAnswer | T> {
    const answer = await send(fetchFn, apiKey, { ...request, url: `${base}${request.url}` });
    // A job outside any request (the payouts' resend) counts as a request does.
    metrics?.providerCalls.inc({ provider: name, result: statusClass(answer.status) });
    return 'schema' in options ? read(answer, options) : answer;
  }

  function get<T>(path: string, expectation: CallOptions & Expectation<T>): Promise<T>;
  function get(path: string, options?: CallOptions): Promise<JsonAnswer>;
  function get<T>(path: string, options: CallOptions = {}): Promise<JsonAnswer | T> {
    return answered<T>({ method: 'GET', url: path, headers: options.headers }, options);
  }

  function post<T>(
    path: string,
    body: unknown,
    expectation: CallOptions & Expectation<T>,
  ): Promise<T>;
  function post(path: string, body: unknown, options?: CallOptions): Promise<JsonAnswer>;
  function post<T>(
    path: string,
    body: unknown,
    options: CallOptions = {},
  ): Promise<JsonAnswer | T> {
    return answered<T>({ method: 'POST', url: path, body, headers: options.headers }, options);
  }

  return { get, post, read };
}

interface WireRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string> | undefined;
}

async function send(
  fetchFn: FetchFn,
  apiKey: string | undefined,
  { method, url, body, headers = {} }: WireRequest,
): Promise<JsonAnswer> {
  const requestId = requestContext()?.requestId;
  const post = method === 'POST';
  try {
    const response = await fetchFn(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(post ? { 'content-type': 'application/json' } : {}),
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
        ...(requestId === undefined ? {} : { 'x-request-id': requestId }),
        ...headers,
      },
      ...(post ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  } catch (cause) {
    return { status: 'unreachable', cause };
  }
}
