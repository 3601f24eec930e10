// A small HTTP client for the process tests: JSON in, JSON out, and a network
// failure (the api killed mid-request) reported as such rather than thrown.
export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: kept as text so a test can show it.
  }
  return { status: response.status, body, headers: response.headers };
}

/** Like `call`, but a connection that breaks (server killed) gives null. */
export async function tryCall(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply | null> {
  try {
    return await call(base, method, path, options);
  } catch {
    return null;
  }
}

export async function expectOk(reply: Reply, what: string): Promise<Reply> {
  if (reply.status >= 200 && reply.status < 300) return Promise.resolve(reply);
  throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
}
