// Faults. The api is killed with SIGKILL in the middle of bursts
// of money operations and restarted, again and again; PostgreSQL connections
// are cut under running requests; the embedded PGlite api is stopped with
// SIGTERM while it writes. Confirmed operations survive exactly once and
// nothing is ever half-applied.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonMessages } from '@velas/domain/messages/common';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { openPglite } from '#/db/pglite.js';
import { createAccounts, type Account } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { recordFigures } from './support/figures.js';
import { gamesSettingsFile, openGameSessions, type GameWallet } from './support/game-wallet.js';
import { call } from './support/http.js';
import { checkLedger } from './support/ledger-invariants.js';
import { MoneyWorkload, type OpRecord, type WorkloadOptions } from './support/money-workload.js';
import { expireChargeWith, waitForPayoutsSettled } from './support/payout-settlement.js';
import {
  CHECKER_APPLICATION,
  createDatabase,
  postgresAvailable,
  sqlOf,
  type TestDatabase,
} from './support/postgres.js';
import { longRun, seededRandom, type Random } from './support/random.js';

// Without TEST_DATABASE_URL the block is skipped (postgresAvailable says why).
const runs = postgresAvailable('faults.test.ts');
const KILL_CYCLES = longRun ? 100 : 20;
const PGLITE_CYCLES = longRun ? 10 : 3;
/** Answered requests of the burst between two cuts of every api connection. */
const REQUESTS_PER_CUT = 5;

/** Runs a burst and stops the api with `signal` after a random number of answers. */
async function burstThenStop(
  api: ApiProcess,
  workload: MoneyWorkload,
  random: Random,
  signal: 'SIGKILL' | 'SIGTERM',
  expireCharge?: WorkloadOptions['expireCharge'],
  wallet?: GameWallet,
): Promise<{ answered: number; unknown: number; exit: Awaited<ApiProcess['exited']> }> {
  const stopAfter = random.int(30, 150);
  let answered = 0;
  let stopping = false;
  const before = workload.log.length;
  await workload.run({
    targets: () => [api.url],
    ops: 1_000,
    concurrency: 16,
    stop: () => stopping,
    expireCharge,
    wallet,
    onReply: (record) => {
      if (record.reply !== null) answered += 1;
      if (!stopping && answered >= stopAfter) {
        stopping = true;
        void api.stop(signal);
      }
    },
  });
  const exit = await api.stop(signal);
  const unknown = workload.log.slice(before).filter((record) => record.reply === null).length;
  return { answered, unknown, exit };
}

/** Asks again, with the same key, about every money call whose answer was lost. */
async function retryUnknown(base: string, workload: MoneyWorkload): Promise<OpRecord[]> {
  const retried: OpRecord[] = [];
  const lost = workload.log.filter(
    (record) => record.reply === null && record.key !== undefined && record.kind !== 'mismatch',
  );
  for (const record of lost) {
    const use = workload.keys.get(record.key ?? '');
    const account = workload.accounts[record.account];
    if (use === undefined || account === undefined) continue;
    const path = record.scope === 'deposit' ? '/api/deposits' : '/api/withdraws';
    const sent = workload.tick();
    const reply = await call(base, 'POST', path, {
      token: account.token,
      body: use.body,
      idempotencyKey: record.key,
    });
    retried.push({
      ...record,
      kind: 'replay',
      sent,
      received: workload.tick(),
      reply: { status: reply.status, body: reply.body },
    });
  }
  return retried;
}

describe.runIf(runs)('faults on PostgreSQL', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let checker: pg.Client;
  let accounts: Account[];
  let wallet: GameWallet;
  const settingsFile = gamesSettingsFile();
  const env = () => ({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '10',
    OPERATOR_SETTINGS_FILE: settingsFile,
  });

  beforeAll(async () => {
    database = await createDatabase('faults');
    api = await startApi(env());
    checker = await database.connect();
    accounts = await createAccounts(api.url, 6);
    wallet = await openGameSessions(sqlOf(checker), accounts);
  });

  afterAll(async () => {
    await api.stop('SIGTERM');
    await checker.end();
    await database.drop();
  });

  it(`SIGKILL in the middle of a burst, ${KILL_CYCLES} times: every confirmed operation stored exactly once`, async (context) => {
    const property =
      'The api process is killed (SIGKILL) in the middle of a burst of money operations and restarted; every operation the client saw confirmed is in the database exactly once, nothing half-applied, retries of lost answers with the same Idempotency-Key never move money twice; payouts a killed process queued are sent by the next one, and once settled every payout is paid or failed and returned exactly once, every received cent credited or refunded.';
    const random = seededRandom();
    recordFigures(context, property, `${KILL_CYCLES} kill/restart cycles`, { seed: random.seed });
    const workload = new MoneyWorkload(accounts, random, 'fault');
    let answered = 0;
    let unknown = 0;
    const started = performance.now();
    for (let cycle = 0; cycle < KILL_CYCLES; cycle += 1) {
      const burst = await burstThenStop(
        api,
        workload,
        random,
        'SIGKILL',
        expireChargeWith(checker),
        wallet,
      );
      expect(burst.exit.signal).toBe('SIGKILL');
      answered += burst.answered;
      unknown += burst.unknown;
      api = await startApi(env());
    }
    const retried = await retryUnknown(api.url, workload);
    const walletRetried = await workload.retryLostWallet(api.url);
    workload.log.push(...retried, ...walletRetried);
    // Payouts queued by a killed process are sent again by the last one's resend job.
    const settleSeconds = await waitForPayoutsSettled(sqlOf(checker));
    const report = await checkLedger(sqlOf(checker), workload.log, {
      userIds: accounts.map((account) => account.id),
      exact: false,
    });
    recordFigures(
      context,
      property,
      `${KILL_CYCLES} kill/restart cycles, ${workload.requests} requests`,
      {
        seed: random.seed,
        'wall time (s)': ((performance.now() - started) / 1000).toFixed(1),
        'answers received before the kills': answered,
        'requests cut by a kill (outcome unknown)': unknown,
        'lost answers retried with the same key': retried.length,
        'lost wallet answers repeated with the same transaction id': walletRetried.length,
        'retries answered from the stored result': retried.filter(
          (record) => record.reply?.status !== 409,
        ).length,
        'retries still held by the dead request (409 for 60 s)': retried.filter(
          (record) => record.reply?.status === 409,
        ).length,
        'payouts settled after the last restart (s)': settleSeconds.toFixed(1),
        ...report.figures,
        violations: report.violations.length,
      },
    );
    expect(workload.unexpected).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(unknown).toBeGreaterThan(0);
    expect(report.figures.failedWithdrawals).toBeGreaterThan(0);
    expect(report.figures.refunds).toBeGreaterThan(0);
    expect(report.figures.acceptedBets).toBeGreaterThan(0);
    expect(report.figures.rolledBackBets).toBeGreaterThan(0);
  });

  it('a database connection cut under a request: clean 503/500 in pt-BR, nothing written, recovery without restart', async (context) => {
    const property =
      "pg_terminate_backend on the api's connections, once under a withdrawal held on a row lock and then repeatedly under a burst: the cut request gets a 5xx { message, errors } in pt-BR, writes nothing, the same Idempotency-Key then succeeds once, and the api keeps answering without a restart.";
    const [owner] = accounts;
    if (owner === undefined) throw new Error('no account');
    onTestFailed(() => {
      console.error(`api stderr:\n${api.output()}`);
    });
    recordFigures(context, property, 'one held request + a burst under repeated cuts');

    // Money to withdraw.
    const deposit = await call(api.url, 'POST', '/api/deposits', {
      token: owner.token,
      body: { amount: 50_000 },
      idempotencyKey: 'cut-deposit',
    });
    const depositId = (deposit.body as { data: { id: string } }).data.id;
    expect(
      (await call(api.url, 'POST', `/api/deposits/${depositId}/pay`, { token: owner.token }))
        .status,
    ).toBe(200);
    const counts = async () =>
      (
        await checker.query<{ withdrawals: number; entries: number }>(
          'SELECT (SELECT count(*)::int FROM withdrawals) AS withdrawals, (SELECT count(*)::int FROM ledger_entries) AS entries',
        )
      ).rows[0];
    const before = await counts();

    // Hold the account's row so the withdrawal's transaction waits on it, then cut that connection.
    await checker.query('BEGIN');
    await checker.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [owner.id]);
    const withdrawal = { amount: 5_000, pixType: 'CPF', pixKey: owner.cpf };
    const pending = call(api.url, 'POST', '/api/withdraws', {
      token: owner.token,
      body: withdrawal,
      idempotencyKey: 'cut-withdrawal',
    });
    const probe = await database.connect();
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await probe.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name <> $1",
            [CHECKER_APPLICATION],
          );
          const [held] = rows;
          if (held === undefined) throw new Error('the withdrawal is not waiting on the row lock');
          await probe.query('SELECT pg_terminate_backend($1)', [held.pid]);
        },
        { timeout: 15_000, interval: 10 },
      );
    } finally {
      await probe.end();
    }
    await checker.query('ROLLBACK');
    const cut = await pending;
    expect(cut.status).toBeGreaterThanOrEqual(500);
    expect([commonMessages.serviceUnavailable, commonMessages.internalError]).toContain(
      (cut.body as { message: string }).message,
    );
    expect((cut.body as { errors: unknown }).errors).toEqual({});
    expect(await counts()).toEqual(before);

    // Same key again: the cut attempt left nothing behind, so it runs now, once.
    const retry = await call(api.url, 'POST', '/api/withdraws', {
      token: owner.token,
      body: withdrawal,
      idempotencyKey: 'cut-withdrawal',
    });
    expect(retry.status).toBe(200);
    const replay = await call(api.url, 'POST', '/api/withdraws', {
      token: owner.token,
      body: withdrawal,
      idempotencyKey: 'cut-withdrawal',
    });
    expect(replay.body).toEqual(retry.body);

    // A burst while every api connection is cut again and again: a cut every
    // few answered requests, for as long as the burst runs. Each cut waits
    // until the connections are gone, so the last one has taken effect before
    // the recovery checks below.
    const random = seededRandom();
    const workload = new MoneyWorkload(accounts, random, 'cut');
    let cuts = 0;
    const burst = workload.run({
      targets: () => [api.url],
      ops: longRun ? 5_000 : 800,
      concurrency: 16,
      expireCharge: expireChargeWith(checker),
    });
    const cutter = (async () => {
      do {
        const { rows } = await checker.query<{ pid: number }>(
          `SELECT pg_terminate_backend(pid, 5000) AS pid FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> $1`,
          [CHECKER_APPLICATION],
        );
        cuts += rows.length;
      } while (await workload.afterRequests(REQUESTS_PER_CUT));
    })();
    await burst;
    await cutter;
    const failed = workload.log.filter((record) => (record.reply?.status ?? 0) >= 500).length;

    // Recovered without a restart: the same process answers and moves money.
    expect((await call(api.url, 'GET', '/health')).status).toBe(200);
    const after = await call(api.url, 'POST', '/api/deposits', {
      token: owner.token,
      body: { amount: 1_234 },
      idempotencyKey: 'after-cuts',
    });
    expect(after.status).toBe(201);
    workload.log.push(...(await retryUnknown(api.url, workload)));
    await waitForPayoutsSettled(sqlOf(checker));
    const report = await checkLedger(sqlOf(checker), workload.log, {
      userIds: accounts.map((account) => account.id),
      exact: false,
    });
    recordFigures(
      context,
      property,
      `1 held request + ${workload.requests} requests under ${cuts} cut connections`,
      {
        'connections cut': cuts,
        'requests answered 5xx (pt-BR body)': failed,
        'connections lost by the client': workload.log.filter((record) => record.reply === null)
          .length,
        ...report.figures,
        violations: report.violations.length,
      },
    );
    expect(workload.unexpected).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(cuts).toBeGreaterThan(0);
  });
});

describe('PGlite (the default database)', () => {
  it(`SIGTERM during writes, ${PGLITE_CYCLES} times: clean exit, reopens with every confirmed operation`, async (context) => {
    const property =
      'The api on its embedded PGlite database is stopped with SIGTERM during a burst of writes: it exits 0, and on restart every confirmed operation is there, exactly once, with the ledger invariants intact.';
    const random = seededRandom();
    recordFigures(context, property, `${PGLITE_CYCLES} SIGTERM/restart cycles`, {
      seed: random.seed,
      database: 'PGlite',
    });
    const root = mkdtempSync(join(tmpdir(), 'velas-reliability-pglite-'));
    const dataDir = join(root, 'pgdata');
    try {
      let api = await startApi({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      onTestFailed(() => {
        console.error(`api stderr:\n${api.output()}`);
      });
      const accounts = await createAccounts(api.url, 3);
      const workload = new MoneyWorkload(accounts, random, 'pglite');
      const exits: string[] = [];
      for (let cycle = 0; cycle < PGLITE_CYCLES; cycle += 1) {
        const burst = await burstThenStop(api, workload, random, 'SIGTERM');
        exits.push(String(burst.exit.code));
        expect(burst.exit).toEqual({ code: 0, signal: null });
        api = await startApi({ DATA_DIR: dataDir });
      }
      workload.log.push(...(await retryUnknown(api.url, workload)));
      expect((await api.stop('SIGTERM')).code).toBe(0);

      const db = await openPglite(dataDir);
      try {
        const report = await checkLedger(
          async <Row>(text: string, params?: readonly unknown[]) =>
            (await db.query<Row>(text, params)).rows,
          workload.log,
          { userIds: accounts.map((account) => account.id), exact: false },
        );
        recordFigures(
          context,
          property,
          `${PGLITE_CYCLES} SIGTERM/restart cycles, ${workload.requests} requests`,
          {
            seed: random.seed,
            database: 'PGlite',
            'exit codes': exits.join(', '),
            'requests cut by the stop': workload.log.filter((record) => record.reply === null)
              .length,
            ...report.figures,
            violations: report.violations.length,
          },
        );
        expect(workload.unexpected).toEqual([]);
        expect(report.violations).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
