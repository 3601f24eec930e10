// The per-account budgets are counted in the database: a player whose
// requests a balancer spreads over several api processes still gets one
// budget, not one per process (docs/architecture.md#abuse-limits). Two apps
// over one database stand for two processes; each app had its own count
// while the budgets lived in memory.
import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/app.js';
import { loginDemo } from '#/test/accounts.js';
import { manualScheduler } from '#/test/manual-scheduler.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';

const env = { DEPOSITS_PER_ACCOUNT_PER_HOUR: '2' };
const t = useTestApp({ env });
let other: FastifyInstance;
let token: string;

beforeAll(async () => {
  other = await buildApp({
    config: testConfig({ ...env, SEED: 'false' }),
    clock: t.clock.now,
    // The first app owns the database and closes it.
    db: { ...t.db, close: () => Promise.resolve() },
    scheduler: manualScheduler,
    acceptOwnerRole: true,
    simulateRounds: false,
  });
  await other.ready();
  token = await loginDemo(t.app);
});
afterAll(async () => {
  await other.close();
});

/** A deposit through `app`, each from its own address so only the account's budget counts. */
async function deposit(app: FastifyInstance, host: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: { amount: 1_000 },
    remoteAddress: `198.51.100.${String(host)}`,
  });
  return response;
}

describe('per-account budgets across api processes', () => {
  it('attack: spreading deposits over two processes gets one budget, not two', async () => {
    const statuses = [
      (await deposit(t.app, 1)).statusCode,
      (await deposit(other, 2)).statusCode,
      (await deposit(t.app, 3)).statusCode,
      (await deposit(other, 4)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await deposit(other, 5)).json()).toEqual({
      code: 'throttled',
      message: commonMessages.tooManyDeposits,
      errors: {},
    });
  });

  it('opens a new window on either process once the hour is over', async () => {
    t.clock.advance(HOUR_MS);
    expect((await deposit(other, 6)).statusCode).toBe(201);
    expect((await deposit(t.app, 7)).statusCode).toBe(201);
    expect((await deposit(other, 8)).statusCode).toBe(429);
  });
});
