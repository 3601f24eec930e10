// A start that seeds once listening (server.ts): requests that come in
// meanwhile wait for the seed and are answered from the seeded database; the
// probes answer at once; a failed seed is logged and answered 503, never with
// what a half-seeded database would say.
import { Writable } from 'node:stream';
import { commonMessages } from '@velas/domain/messages/common';
import type { ReadinessDetails } from '@velas/domain/schemas/health';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { loginDemo } from '#/test/accounts.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { runDeferredStartUp } from './deferred-start-up-plugin.js';

const OPERATOR_KEY = 'k'.repeat(8) + 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function logLines(): { stream: Writable; lines: { msg: string; err?: { message: string } }[] } {
  const lines: { msg: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line !== '') lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  return { stream, lines };
}

async function startUpCheck(app: TestApp['app']): Promise<ReadinessDetails['checks']['startUp']> {
  const response = await app.ops.inject({
    url: '/ops-api/ready',
    headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
  });
  return response.json<ReadinessDetails>().checks.startUp;
}

describe('the seed run once the server listens', () => {
  it('holds a request until the seed is in, while the probes answer', async () => {
    t = await createTestApp({ deferSeed: true, env: { OPERATOR_API_KEY: OPERATOR_KEY } });
    const { app } = t;
    // Added after the seed, so it ends after it: the test says when.
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    app.deferredStartUp.add('held by the test', () => held);
    const running = runDeferredStartUp(app);

    let answered = false;
    const token = loginDemo(app).finally(() => (answered = true));
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
    expect(await startUpCheck(app)).toEqual({
      ok: false,
      problem: commonMessages.readyStartUpPending,
    });
    expect(answered).toBe(false);

    finish();
    await running;
    await expect(token).resolves.toMatch(/^[\w-]{43}$/);
    expect(await startUpCheck(app)).toEqual({ ok: true });
  });

  it('logs a failed seed and answers 503 instead of serving', async () => {
    const log = logLines();
    t = await createTestApp({
      deferSeed: true,
      logStream: log.stream,
      env: { LOG_LEVEL: 'info', OPERATOR_API_KEY: OPERATOR_KEY },
    });
    const { app } = t;
    app.deferredStartUp.add('broken by the test', () => Promise.reject(new Error('disk full')));

    const login = app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'demo@example.com', email: 'demo@example.com', password: 'x' },
    });
    await runDeferredStartUp(app);

    const refused = await login;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'unavailable',
      message: commonMessages.serviceUnavailable,
      errors: {},
    });
    expect((await app.inject({ url: '/api/nao-existe' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
    expect(await startUpCheck(app)).toEqual({
      ok: false,
      problem: commonMessages.readyStartUpFailed,
    });
    const failure = log.lines.find(
      (line) => line.msg === 'start-up failed after listening: requests get 503',
    );
    expect(failure?.err?.message).toContain('start-up task failed: broken by the test');
  });

  it('is done before buildApp returns unless deferred', async () => {
    t = await createTestApp();
    expect(t.app.deferredStartUp.state).toBe('done');
    await expect(loginDemo(t.app)).resolves.toMatch(/^[\w-]{43}$/);
  });
});
