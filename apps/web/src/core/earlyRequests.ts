// A signed-in screen's first GET calls, started while its modules load, so a
// phone's 4G round trip overlaps the render (docs/architecture.md#phone-performance).
// The base query takes each early answer once; an unclaimed one is dropped.

/** How long an early answer may wait for its query. */
export const EARLY_ANSWER_MS = 20_000;

type Fetch = (input: Request) => Promise<Response>;

interface Early {
  response: Promise<Response>;
  startedAt: number;
}

const started = new Map<string, Early>();

const keyOf = (url: string, authorization: string) => `${authorization} ${url}`;

/** Starts a GET of each absolute URL with the stored token. */
export function startEarlyRequests(
  urls: readonly string[],
  token: string,
  now: () => number = Date.now,
  fetchFn: typeof fetch = fetch,
): void {
  const authorization = `Bearer ${token}`;
  for (const url of urls) {
    const response = fetchFn(url, { headers: { authorization } });
    // A failed early call is asked again by its query; nothing to report here.
    response.catch(() => undefined);
    started.set(keyOf(url, authorization), { response, startedAt: now() });
  }
}

/** The base query's fetch: an early answer to the same GET with the same token, once, or the network. */
export function fetchOrEarly(
  now: () => number = Date.now,
  fetchFn: Fetch = (input) => fetch(input),
) {
  return (input: Request): Promise<Response> => {
    const key = keyOf(input.url, input.headers.get('authorization') ?? '');
    const early = input.method === 'GET' ? started.get(key) : undefined;
    started.delete(key);
    if (early === undefined || now() - early.startedAt > EARLY_ANSWER_MS) return fetchFn(input);
    return early.response;
  };
}

/** Forgets every early call (tests). */
export function forgetEarlyRequests(): void {
  started.clear();
}
