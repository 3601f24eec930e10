// A KYC provider on 127.0.0.1 that opens widget sessions as the contract in
// providers/kyc-widgets.ts (and docs/api/providers.md#kyc) says, over real HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestKycProvider {
  baseUrl: string;
  apiKey: string;
  /** The bodies of the session requests it accepted, in order. */
  sessions: Record<string, unknown>[];
  /** Answer every later request with this status (a provider having a bad day). */
  answerWith(status: number | null): void;
  stop(): Promise<void>;
}

export const WIDGET_BASE = 'https://kyc.provider.example/w/';

export async function startKycProvider(
  apiKey = 'kyc-api-key-0123456789',
): Promise<TestKycProvider> {
  const sessions: Record<string, unknown>[] = [];
  let forcedStatus: number | null = null;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (forcedStatus !== null) return response.writeHead(forcedStatus).end();
      if (request.method !== 'POST' || request.url !== '/sessions')
        return response.writeHead(404).end();
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return response.writeHead(401).end();
      const body = JSON.parse(raw) as Record<string, unknown>;
      sessions.push(body);
      return response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ widget_url: `${WIDGET_BASE}${String(body.session_id)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    apiKey,
    sessions,
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
