import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import type { ReadinessDetails, ReadinessResponse } from '@velas/domain/schemas/health';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { createTestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const validSettings = JSON.stringify(DEMO_SETTINGS);
const OPERATOR_KEY = 'k'.repeat(8) + 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4';
const NOT_READY = { status: 'not-ready', reason: commonMessages.readyNotReady };

describe('GET /health', () => {
  const t = useTestApp();

  it('answers 200 with the engine when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.db.engine });
  });

  it('answers an unknown path with 404 and the pt-BR error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'Recurso não encontrado.',
      errors: {},
    });
  });
});

describe('GET /health when the database stops answering', () => {
  it('answers 503 in pt-BR, and 200 again once it is back', async () => {
    let down = false;
    const t = await createTestApp({
      wrapDatabase: (db) => ({
        ...db,
        query: <Row>(sql: string, params?: readonly unknown[]) =>
          down ? Promise.reject(new Error('connection refused')) : db.query<Row>(sql, params),
      }),
    });
    try {
      down = true;
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'unavailable',
        message: commonMessages.serviceUnavailable,
        errors: {},
      });
      down = false;
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /health/live and /health/ready', () => {
  const settingsFile = join(mkdtempSync(join(tmpdir(), 'velas-ready-')), 'operator.json');
  beforeAll(() => {
    writeFileSync(settingsFile, validSettings);
  });
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const t = useTestApp({
    env: {
      OPERATOR_SETTINGS_FILE: settingsFile,
      ROUND_FEED_STALL_SECONDS: '120',
      OPERATOR_API_KEY: OPERATOR_KEY,
      LOG_LEVEL: 'info',
    },
    logStream,
  });

  const ready = async () => {
    const response = await t.app.inject({ url: '/health/ready' });
    return { status: response.statusCode, body: response.json<ReadinessResponse>() };
  };
  /** The operator's view: what failed. */
  const details = async () => {
    const response = await t.app.ops.inject({
      url: '/ops-api/ready',
      headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    });
    return { status: response.statusCode, body: response.json<ReadinessDetails>() };
  };

  it('live answers while the process runs; ready passes every check on a fresh start', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await details()).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: {
          database: { ok: true },
          migrations: { ok: true },
          settings: { ok: true },
          roundFeed: { ok: true },
          startUp: { ok: true },
        },
      },
    });
  });

  it('keeps the details for the operator key', async () => {
    const stranger = await t.app.ops.inject({ url: '/ops-api/ready' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({
      code: 'unauthenticated',
      message: authMessages.unauthenticated,
      errors: {},
    });
  });

  it('names a pending migration, and passes again once it is applied', async () => {
    const { rows } = await t.db.query<{ version: number; name: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
    );
    const [removed] = rows;
    try {
      expect(await ready()).toEqual({ status: 503, body: NOT_READY });
      const { status, body } = await details();
      expect(status).toBe(503);
      expect(body.status).toBe('not-ready');
      expect(body.checks.migrations).toEqual({
        ok: false,
        problem: `${commonMessages.readyMigrationsPending} ${removed?.name ?? ''}`,
      });
      expect(body.checks.database).toEqual({ ok: true });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        removed?.version,
        removed?.name,
      ]);
    }
    expect((await ready()).status).toBe(200);
  });

  it('says only "not ready" to anyone when the settings file breaks; the operator reads where, never a value', async () => {
    const secretValue = 'whsec_Q7mZ3vK9pL2xR8tY4nB6cJ1dF5gH0aSe';
    // A syntax error right after the secret: the parser's own message quotes the text around it.
    writeFileSync(
      settingsFile,
      `{"providers": {"payment": {"webhookSecret": "${secretValue}" oops}}}`,
    );
    logged.length = 0;
    try {
      const publicAnswer = await t.app.inject({ url: '/health/ready' });
      expect(publicAnswer.statusCode).toBe(503);
      expect(publicAnswer.json()).toEqual(NOT_READY);
      for (const answer of [publicAnswer.body, (await details()).body, logged.join('\n')]) {
        expect(answer).not.toContain(secretValue.slice(0, 6));
        expect(answer).not.toContain(secretValue.slice(-6));
        expect(answer).not.toContain('oops');
      }
      expect(publicAnswer.body).not.toContain(settingsFile);
      expect(publicAnswer.body).not.toContain('velas-ready-');

      const { status, body } = await details();
      expect(status).toBe(503);
      expect(body.checks.settings).toEqual({
        ok: false,
        problem: `${commonMessages.readySettingsInvalid} OPERATOR_SETTINGS_FILE: ${settingsFile} não é JSON válido (linha 1, coluna 86)`,
      });
      expect(logged.join('\n')).toContain(`${settingsFile} não é JSON válido`);

      // An unquoted word: the parser quotes the file's start, with no position to give.
      writeFileSync(settingsFile, `{"providers": {"payment": {"webhookSecret": ${secretValue}}}}`);
      const unquoted = await details();
      expect(unquoted.body.checks.settings.problem).toBe(
        `${commonMessages.readySettingsInvalid} OPERATOR_SETTINGS_FILE: ${settingsFile} não é JSON válido`,
      );
      expect(logged.join('\n')).not.toContain(secretValue.slice(0, 6));
    } finally {
      writeFileSync(settingsFile, validSettings);
    }
    expect((await ready()).status).toBe(200);
  });

  it('names the betting house whose feed stalled, and passes once a new round arrives', async () => {
    const now = t.clock.now();
    await t.db.query('INSERT INTO rounds (bet_house, odd, time_ms) VALUES ($1, 2, $2)', [
      'MINES_BET',
      now - 10 * 60_000,
    ]);
    expect(await ready()).toEqual({ status: 503, body: NOT_READY });
    const stalled = await details();
    expect(stalled.status).toBe(503);
    expect(stalled.body.checks.roundFeed).toEqual({
      ok: false,
      problem: `${commonMessages.readyFeedStalled} 120 s: MINES_BET (600 s)`,
    });
    await t.db.query('INSERT INTO rounds (bet_house, odd, time_ms) VALUES ($1, 2, $2)', [
      'MINES_BET',
      now - 5_000,
    ]);
    expect((await ready()).status).toBe(200);
  });
});

describe('GET /health/ready when the database stops answering', () => {
  it('says the database failed and the checks that need it were not run', async () => {
    let down = false;
    const t = await createTestApp({
      env: { OPERATOR_API_KEY: OPERATOR_KEY },
      wrapDatabase: (db) => ({
        ...db,
        query: <Row>(sql: string, params?: readonly unknown[]) =>
          down ? Promise.reject(new Error('connection refused')) : db.query<Row>(sql, params),
      }),
    });
    try {
      down = true;
      const response = await t.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(NOT_READY);
      const operator = await t.app.ops.inject({
        url: '/ops-api/ready',
        headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
      });
      expect(operator.statusCode).toBe(503);
      expect(operator.json()).toEqual({
        status: 'not-ready',
        checks: {
          database: { ok: false, problem: commonMessages.readyDatabaseDown },
          migrations: { ok: false, problem: commonMessages.readyNotChecked },
          settings: { ok: true },
          roundFeed: { ok: false, problem: commonMessages.readyNotChecked },
          startUp: { ok: true },
        },
      });
      expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      down = false;
      await t.close();
    }
  });
});
