import rateLimit from '@fastify/rate-limit';
import { MINUTE_MS } from '@velas/domain/calendar';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addressBudget, type AddressBudgetOptions } from './address-budget.js';
import { errorHandler } from './error-handler.js';
import { perIpLimit } from './rate-limits.js';

const MESSAGE = 'Muitas consultas.';
const LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** /budget counts with addressBudget, /plugin with @fastify/rate-limit, each its own budget. */
async function appWith(options: Partial<AddressBudgetOptions> = {}): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(errorHandler);
  await app.register(rateLimit, { global: false });
  const budget = addressBudget({ max: 3, windowMs: MINUTE_MS, message: MESSAGE, ...options });
  app.get('/budget', { onRequest: budget }, () => 'ok');
  app.after(() => {
    app?.get('/plugin', { onRequest: app.rateLimit(perIpLimit(3, MESSAGE)) }, () => 'ok');
  });
  await app.ready();
  return app;
}

const ask = (server: FastifyInstance, url: string, remoteAddress = '203.0.113.7') =>
  server.inject({ method: 'GET', url, remoteAddress });

const answerOf = (response: Awaited<ReturnType<typeof ask>>) => ({
  status: response.statusCode,
  headers: Object.fromEntries(
    [...LIMIT_HEADERS, 'retry-after'].map((name) => [name, response.headers[name]]),
  ),
  body: response.statusCode === 429 ? response.json<unknown>() : response.body,
});

describe('addressBudget', () => {
  it('answers as @fastify/rate-limit does: the same headers, then the same 429', async () => {
    const server = await appWith();
    for (let request = 1; request <= 5; request += 1) {
      const ours = answerOf(await ask(server, '/budget'));
      const plugin = answerOf(await ask(server, '/plugin'));
      expect(ours, `request ${request}`).toEqual(plugin);
      expect(ours.status).toBe(request <= 3 ? 200 : 429);
    }
    expect(answerOf(await ask(server, '/budget'))).toEqual({
      status: 429,
      headers: {
        'x-ratelimit-limit': '3',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '60',
        'retry-after': '60',
      },
      body: { message: MESSAGE, errors: {} },
    });
    expect((await ask(server, '/budget', '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts a fixed window from an address’s first request', async () => {
    let now = 1_000_000;
    const server = await appWith({ clock: () => now });
    await ask(server, '/budget');
    now += 30_000;
    const later = await ask(server, '/budget');
    expect(later.headers['x-ratelimit-reset']).toBe('30');
    expect(later.headers['x-ratelimit-remaining']).toBe('1');
    await ask(server, '/budget');
    expect((await ask(server, '/budget')).statusCode).toBe(429);
    now += 30_000;
    const next = await ask(server, '/budget');
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe('2');
    expect(next.headers['x-ratelimit-reset']).toBe('60');
  });

  it('counts an IPv6 /64 as one address', async () => {
    const server = await appWith({ max: 1 });
    expect((await ask(server, '/budget', '2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await ask(server, '/budget', '2001:db8:1:2::ff')).statusCode).toBe(429);
    expect((await ask(server, '/budget', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('forgets the addresses seen least recently beyond the ones it keeps', async () => {
    const server = await appWith({ max: 2, addresses: 2 });
    const remaining = async (address: string) =>
      (await ask(server, '/budget', address)).headers['x-ratelimit-remaining'];
    expect(await remaining('203.0.113.1')).toBe('1');
    expect(await remaining('203.0.113.2')).toBe('1');
    // Seen again, .1 is the most recent: .3 pushes .2 out, and .1 is still counted.
    expect(await remaining('203.0.113.1')).toBe('0');
    expect(await remaining('203.0.113.3')).toBe('1');
    expect((await ask(server, '/budget', '203.0.113.1')).statusCode).toBe(429);
    expect(await remaining('203.0.113.2')).toBe('1');
  });

  it('keeps an address’s run of requests in its place among the others', async () => {
    const server = await appWith({ max: 5, addresses: 2 });
    const remaining = async (address: string) =>
      (await ask(server, '/budget', address)).headers['x-ratelimit-remaining'];
    expect(await remaining('203.0.113.1')).toBe('4');
    expect(await remaining('203.0.113.1')).toBe('3');
    expect(await remaining('203.0.113.2')).toBe('4');
    expect(await remaining('203.0.113.2')).toBe('3');
    // .3 pushes out .1, seen before .2's run.
    expect(await remaining('203.0.113.3')).toBe('4');
    expect(await remaining('203.0.113.2')).toBe('2');
    expect(await remaining('203.0.113.1')).toBe('4');
  });
});
