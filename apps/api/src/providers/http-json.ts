// One GET to a provider: bearer key, JSON answer, a deadline so a slow
// provider cannot hold a registration open. `fetchJson` is injected in tests.
export type FetchFn = typeof fetch;

export const PROVIDER_TIMEOUT_MS = 5_000;

export type JsonAnswer = { status: number; body: unknown } | { status: 'unreachable' };

export async function getJson(
  fetchFn: FetchFn,
  url: string,
  apiKey: string | undefined,
): Promise<JsonAnswer> {
  try {
    const response = await fetchFn(url, {
      headers: {
        accept: 'application/json',
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
      },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: 'unreachable' };
  }
}
