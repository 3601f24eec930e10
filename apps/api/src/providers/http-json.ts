// One call to a provider: bearer key, JSON both ways, a deadline so a slow
// provider cannot hold a registration or a verification open. `fetchFn` is
// injected in tests.
export type FetchFn = typeof fetch;

export const PROVIDER_TIMEOUT_MS = 5_000;

export type JsonAnswer = { status: number; body: unknown } | { status: 'unreachable' };

/** A GET, or a POST of `body` when one is given. */
export async function requestJson(
  fetchFn: FetchFn,
  url: string,
  apiKey: string | undefined,
  body?: unknown,
): Promise<JsonAnswer> {
  try {
    const response = await fetchFn(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
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
  } catch {
    return { status: 'unreachable' };
  }
}
