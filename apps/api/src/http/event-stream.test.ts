// The lifecycle every event stream of the api shares (event-stream.ts): a
// real server on 127.0.0.1, a fake feed, heartbeats fired by hand.
import { historyMessages } from '@velas/domain/messages/history';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { manualIntervals } from '#/test/manual-timers.js';
import { errorHandler } from './error-handler.js';
import { EventStreams, framed } from './event-stream.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function streamApp() {
  const timers = manualIntervals();
  const feed = { listening: 0 };
  const server = Fastify();
  app = server;
  await server.register(errorHandler);
  const streams = new EventStreams<{ group: string; holder: string }>(server, {
    heartbeatMs: 15_000,
    maxConnections: 2,
    maxPerHolder: 2,
    tooMany: 'Muitas conexões.',
    maxBufferedBytes: 65_536,
    timers,
    listen: () => {
      feed.listening += 1;
      return () => {
        feed.listening -= 1;
      };
    },
  });
  server.get<{ Querystring: { group: string } }>('/stream', (request, reply) => {
    streams.admit('one client');
    streams.open(reply, { group: request.query.group, holder: 'one client' });
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, streams, timers, feed, address };
}

/** Opens a stream: its response, a reader of what arrived, and a way to leave. */
async function connect(address: string, group = 'a') {
  const controller = new AbortController();
  const response = await fetch(`${address}/stream?group=${group}`, { signal: controller.signal });
  const body = response.body;
  if (body === null) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    response,
    async readUntil(until: (text: string) => boolean): Promise<string> {
      while (!until(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      return text;
    },
    /** Resolves when the server ended the stream. */
    async ended(): Promise<boolean> {
      for (;;) {
        const { done } = await reader.read();
        if (done) return true;
      }
    },
    leave() {
      controller.abort();
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('an event stream', () => {
  it('opens with the retry line, listens while open and sends each heartbeat', async () => {
    const { streams, timers, feed, address } = await streamApp();
    const client = await connect(address);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await client.readUntil((text) => text.includes('retry:'))).toBe('retry: 3000\n\n');
    expect(feed.listening).toBe(1);
    expect(timers.active).toBe(1);
    timers.fire();
    expect(await client.readUntil((text) => text.includes('heartbeat'))).toContain(
      ': heartbeat\n\n',
    );
    for (const stream of streams.all())
      streams.deliver(stream, framed(Buffer.from('event: x\ndata: 1\n\n')));
    expect(await client.readUntil((text) => text.includes('data: 1'))).toContain('event: x');
  });

  it('removes a client that disconnects, and stops listening and beating with none left', async () => {
    const { streams, timers, feed, address } = await streamApp();
    const client = await connect(address, 'house');
    await client.readUntil((text) => text.includes('retry:'));
    expect(streams.group('house')?.size).toBe(1);
    client.leave();
    await until(() => streams.size === 0);
    expect(streams.group('house')).toBeUndefined();
    expect(feed.listening).toBe(0);
    expect(timers.active).toBe(0);
  });

  it('refuses past the caps with a pt-BR message', async () => {
    const { address } = await streamApp();
    const first = await connect(address);
    const second = await connect(address);
    await first.readUntil((text) => text.includes('retry:'));
    await second.readUntil((text) => text.includes('retry:'));
    const third = await fetch(`${address}/stream?group=a`);
    expect(third.status).toBe(503);
    expect(((await third.json()) as { message: string }).message).toBe(historyMessages.streamFull);
  });

  it('ends every open stream when the server closes', async () => {
    const { server, streams, address } = await streamApp();
    const client = await connect(address);
    await client.readUntil((text) => text.includes('retry:'));
    const ended = client.ended();
    await server.close();
    app = undefined;
    expect(await ended).toBe(true);
    expect(streams.size).toBe(0);
  });
});
