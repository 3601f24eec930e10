// A payout provider on 127.0.0.1 that takes payouts as the contract in
// payouts/payout-provider.ts (and docs/api/providers.md#payout-provider) says,
// over real HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestPayoutProvider {
  baseUrl: string;
  apiKey: string;
  /** The requests it accepted: headers that matter and the body. */
  requests: { idempotencyKey: string | undefined; body: Record<string, unknown> }[];
  /** Answer every later request with this status (null: accept). */
  answerWith(status: number | null): void;
  stop(): Promise<void>;
}

export async function startPayoutProvider(
  apiKey = 'payout-api-key-0123456789',
): Promise<TestPayoutProvider> {
  const requests: TestPayoutProvider['requests'] = [];
  let forcedStatus: number | null = null;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (forcedStatus !== null) return response.writeHead(forcedStatus).end();
      if (request.method !== 'POST' || request.url !== '/payouts')
        return response.writeHead(404).end();
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return response.writeHead(401).end();
      const key = request.headers['idempotency-key'];
      requests.push({
        idempotencyKey: typeof key === 'string' ? key : undefined,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      return response
        .writeHead(202, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'accepted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    apiKey,
    requests,
    answerWith: (status) => {
      forcedStatus = status;
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
