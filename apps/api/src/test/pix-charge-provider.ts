// A payment provider on 127.0.0.1 that creates Pix charges as its contract
// says (apps/api/README.md#payment-provider, wallet/pix-charges.ts), over
// real HTTP:
//   POST /charges   Authorization: Bearer {apiKey}
//   { "charge_id", "amount_cents", "expires_in_seconds" }
//   201 { "br_code", "expires_at" }
// Its expiry is its own (`lifetimeSeconds`), which need not be the 400 s the
// api asks for: the api must use what the provider answers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestPixChargeProvider {
  baseUrl: string;
  apiKey: string;
  /** The requests it received: the bearer it was shown and the body. */
  requests: { authorization: string | undefined; path: string; body: unknown }[];
  /** Every later request gets this answer instead (null: the contract's 201). */
  answerWith(answer: { status: number; body?: unknown } | null): void;
  stop(): Promise<void>;
}

export async function startPixChargeProvider(options: {
  apiKey?: string;
  /** Seconds from the provider's clock `now()` to the charge's expiry. */
  lifetimeSeconds: number;
  now: () => number;
}): Promise<TestPixChargeProvider> {
  const apiKey = options.apiKey ?? 'payment-api-key-teste-4Jd8Qw2Ls7Xn';
  const requests: TestPixChargeProvider['requests'] = [];
  let forced: { status: number; body?: unknown } | null = null;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({
        authorization: request.headers.authorization,
        path: request.url ?? '',
        body,
      });
      const json = (status: number, payload: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      if (forced !== null) return json(forced.status, forced.body ?? {});
      if (request.method !== 'POST' || request.url !== '/charges') return json(404, {});
      if (request.headers.authorization !== `Bearer ${apiKey}`) return json(401, {});
      const charge = body as { charge_id?: string; amount_cents?: number };
      return json(201, {
        br_code: `00020101021226850014br.gov.bcb.pix2563pix.example.com/qr/${String(charge.charge_id)}5204000053039865802BR6304ABCD`,
        expires_at: new Date(options.now() + options.lifetimeSeconds * 1000).toISOString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    apiKey,
    requests,
    answerWith: (answer) => {
      forced = answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
