// An e-mail provider on 127.0.0.1 that takes messages as the contract in
// providers/email.ts (and docs/api/providers.md#e-mail) says, over real HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestEmailProvider {
  baseUrl: string;
  apiKey: string;
  /** The bodies of the messages it accepted, in order. */
  messages: Record<string, unknown>[];
  stop(): Promise<void>;
}

export async function startEmailProvider(
  apiKey = 'mail-test-key-5Kx9Qw2Lm7Rt',
): Promise<TestEmailProvider> {
  const messages: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/messages')
        return response.writeHead(404).end();
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return response.writeHead(401).end();
      messages.push(JSON.parse(raw) as Record<string, unknown>);
      return response
        .writeHead(202, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `msg-${String(messages.length)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    apiKey,
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
