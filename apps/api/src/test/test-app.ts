// Builds the app on a fresh database for one test file: a copy of the PGlite
// template, or a new PostgreSQL database made from the template database.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '#/app.js';
import type { Database } from '#/db/database.js';
import { openPglite } from '#/db/pglite.js';
import { openPostgres } from '#/db/postgres.js';
import { manualScheduler } from './manual-scheduler.js';
import { databaseUrl } from './postgres-urls.js';
import { createTestClock, type TestClock } from './test-clock.js';
import { testConfig } from './test-config.js';
import './provided-context.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  close(): Promise<void>;
  /**
   * `app.inject` as the holder of this bearer token (its own headers kept).
   * A POST to a money route gets a fresh Idempotency-Key when it names none,
   * as both apps send one per attempt; a test of the key itself names it, or
   * calls `app.inject` to send none.
   */
  injectAs(token: string, request: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: BuildAppOptions['logStream'];
  /** Production tests pass operator settings (and env APP_MODE=production). */
  settings?: BuildAppOptions['settings'];
  /** The template holds the demo's data: production tests that use it say so. */
  acceptDemoDatabase?: boolean;
  /**
   * Every test database belongs to the test server's superuser, which a real
   * production start refuses; only the tests of the two roles set this false.
   */
  acceptOwnerRole?: boolean;
  /** Fault tests put a layer between the app and the real database. */
  wrapDatabase?: (db: Database) => Database;
  /** Leaves the seed for the test to run (app.deferredStartUp), as server.ts does once listening. */
  deferSeed?: boolean;
}

async function freshDatabase(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const provided = inject('testDatabase');
  if (provided.engine === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'velas-api-test-'));
    const dataDir = join(root, 'pgdata');
    cpSync(provided.template, dataDir, { recursive: true });
    const db = await openPglite(dataDir);
    const dispose = () => {
      rmSync(root, { recursive: true, force: true });
      return Promise.resolve();
    };
    return { db, dispose };
  }
  const name = `velas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: provided.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${provided.template}`);
  const db = openPostgres(databaseUrl(provided.serverUrl, name), 5);
  return {
    db,
    dispose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The routes that refuse a request without an Idempotency-Key (config.idempotency). */
const MONEY_ROUTES = new Set(['/api/deposits', '/api/withdraws']);

function withMoneyKey(request: InjectOptions, nextKey: () => string): InjectOptions['headers'] {
  const headers = { ...request.headers };
  const needsKey =
    request.method === 'POST' &&
    typeof request.url === 'string' &&
    MONEY_ROUTES.has(request.url) &&
    !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
  return needsKey ? { ...headers, 'idempotency-key': nextKey() } : headers;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = createTestClock();
  const { db, dispose } = await freshDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    clock: clock.now,
    db: options.wrapDatabase?.(db) ?? db,
    logStream: options.logStream,
    settings: options.settings,
    acceptDemoDatabase: options.acceptDemoDatabase,
    acceptOwnerRole: options.acceptOwnerRole ?? true,
    // Payout jobs run only when the test calls them (app.payouts).
    scheduler: manualScheduler,
    deferSeed: options.deferSeed,
    // The tests feed their own rounds (src/test/history).
    simulateRounds: false,
  });
  await app.ready();
  let keys = 0;
  const nextKey = () => `test-attempt-${String((keys += 1))}`;
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await dispose();
    },
    injectAs: (token, request) =>
      app.inject({
        ...request,
        headers: { ...withMoneyKey(request, nextKey), authorization: `Bearer ${token}` },
      }),
  };
}
