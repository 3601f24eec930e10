// One call to a provider: bearer key, JSON both ways, a deadline so a slow
// provider cannot hold a registration or a verification open. `fetchFn` is
// injected in tests.
import type { z } from 'zod';
import { Unavailable } from '../domain-errors.js';
import { requestContext } from '../http/request-context.js';
import { statusClass } from '../metrics/metrics.js';
import { currentMetrics } from '../metrics/process-metrics.js';

export type FetchFn = typeof fetch;

export const PROVIDER_TIMEOUT_MS = 5_000;

/** `unreachable`: no answer (refused, reset, past the deadline); `cause` is the failure, kept for the log. */
export type JsonAnswer =
  { status: number; body: unknown } | { status: 'unreachable'; cause: unknown };

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

/**
 * The body of an answer whose status is one of `accepted`, as `schema` reads
 * it. Any other answer is the player's `refusal` (a pt-BR text), carrying
 * why the answer could not be used as its cause, for the log.
 */
export function parsedAnswer<T>(
  answer: JsonAnswer,
  schema: z.ZodType<T>,
  accepted: readonly number[],
  provider: string,
  refusal: string,
): T {
  const parsed =
    answer.status !== 'unreachable' && accepted.includes(answer.status)
      ? schema.safeParse(answer.body)
      : undefined;
  if (parsed?.success !== true)
    throw new Unavailable(refusal, {}, { cause: unusableAnswer(answer, provider) });
  return parsed.data;
}

/**
 * A GET, or a POST of `body` when one is given. The request's id goes along
 * (`x-request-id`), so the provider's logs and ours tell the same story; each
 * call is counted by `provider` and result (docs/operations.md#what-to-watch).
 */
export async function requestJson(
  fetchFn: FetchFn,
  url: string,
  apiKey: string | undefined,
  body: unknown,
  provider: string,
  /** Headers of the provider's contract (a payout's Idempotency-Key). */
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const answer = await send(fetchFn, url, apiKey, body, headers);
  // A job outside any request (the payouts' resend) counts in the process's metrics.
  currentMetrics()?.providerCalls.inc({ provider, result: statusClass(answer.status) });
  return answer;
}

async function send(
  fetchFn: FetchFn,
  url: string,
  apiKey: string | undefined,
  body: unknown,
  extra: Record<string, string>,
): Promise<JsonAnswer> {
  const requestId = requestContext()?.requestId;
  try {
    const response = await fetchFn(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
        ...(requestId === undefined ? {} : { 'x-request-id': requestId }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
