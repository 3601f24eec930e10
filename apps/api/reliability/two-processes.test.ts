// Two api processes on one PostgreSQL. A round stored through one
// reaches the SSE clients of both (LISTEN/NOTIFY), also after the listening
// connection was cut; money operations split between the two keep every
// ledger invariant.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccounts, type Account } from './support/accounts.js';
import { INGEST_KEY, type ApiProcess } from './support/api-process.js';
import { recordFigures } from './support/figures.js';
import { gamesSettingsFile, openGameSessions, type GameWallet } from './support/game-wallet.js';
import { HeldMoneyReviewer } from './support/held-money-reviewer.js';
import { call } from './support/http.js';
import { checkLedger } from './support/ledger-invariants.js';
import { MoneyWorkload } from './support/money-workload.js';
import { expireChargeWith, waitForPayoutsSettled } from './support/payout-settlement.js';
import {
  CHECKER_APPLICATION,
  postgresAvailable,
  sqlOf,
  type TestDatabase,
} from './support/postgres.js';
import { longRun, seededRandom } from './support/random.js';
import { openRoundStream } from './support/sse.js';
import { startTwoApis, type TwoApis } from './support/two-apis.js';

// Without TEST_DATABASE_URL the block is skipped (postgresAvailable says why).
const runs = postgresAvailable('two-processes.test.ts');
const OPS = longRun ? 20_000 : 1_000;

/** Ingests feed rounds; answers the ids the store gave them (the ids SSE carries). */
async function ingest(api: ApiProcess, ids: readonly number[]): Promise<number[]> {
  const now = Date.now();
  const rounds = ids.map((id, index) => ({
    id,
    betHouse: 'MINES_BET',
    odd: 1 + (id % 700) / 100,
    time: now + index,
  }));
  const reply = await fetch(`${api.url}/history-api/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': INGEST_KEY },
    body: JSON.stringify({ rounds }),
  });
  expect(reply.status).toBe(201);
  const { rounds: stored } = (await reply.json()) as { rounds: { id: number }[] };
  return stored.map((round) => round.id);
}

describe.runIf(runs)('two api processes, one PostgreSQL', () => {
  let apis: TwoApis | undefined;
  let database: TestDatabase;
  let first: ApiProcess;
  let second: ApiProcess;
  let checker: pg.Client;
  let accounts: Account[];
  let wallet: GameWallet;

  beforeAll(async () => {
    apis = await startTwoApis('two', { both: { OPERATOR_SETTINGS_FILE: gamesSettingsFile() } });
    ({ database, first, second, checker } = apis);
    accounts = await createAccounts(first.url, 6);
    wallet = await openGameSessions(sqlOf(checker), accounts);
  });

  afterAll(() => apis?.stop());

  it('a round stored through one process reaches the SSE clients of both, also after the LISTEN connection is cut', async (context) => {
    const property =
      'Rounds ingested through process A arrive as `event: round` on SSE streams of process B and of A; after every api connection to PostgreSQL is cut, B listens again and the next rounds arrive too.';
    recordFigures(context, property, '2 processes, 2 SSE clients, 2 × 5 rounds');
    const path = '/history-api/rounds/stream?betHouse=MINES_BET';
    const onSecond = openRoundStream(`${second.url}${path}`);
    const onFirst = openRoundStream(`${first.url}${path}`);
    try {
      await Promise.all([onSecond.ready, onFirst.ready]);
      const firstIds = await ingest(first, [9_000_001, 9_000_002, 9_000_003, 9_000_004, 9_000_005]);
      await Promise.all([onSecond.waitFor(firstIds), onFirst.waitFor(firstIds)]);

      // Cut every api connection, LISTEN ones included; wait until both listen
      // again on new connections (a cut one may linger a moment in the view).
      const { rows: cut } = await checker.query<{ pid: number }>(
        `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> $1`,
        [CHECKER_APPLICATION],
      );
      await vi.waitFor(
        async () => {
          const { rows } = await checker.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM pg_stat_activity
             WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> ALL($1::int[])`,
            [cut.map((row) => row.pid)],
          );
          expect(rows[0]?.count, 'api connections listening again').toBe(2);
        },
        { timeout: 15_000, interval: 100 },
      );
      const nextIds = await ingest(first, [9_000_006, 9_000_007, 9_000_008, 9_000_009, 9_000_010]);
      await onSecond.waitFor(nextIds);
      recordFigures(context, property, '2 processes, 2 SSE clients, 2 × 5 rounds', {
        'rounds seen by the SSE client of the other process': onSecond.rounds.length,
        'rounds seen by the SSE client of the storing process': onFirst.rounds.length,
      });
    } finally {
      onSecond.close();
      onFirst.close();
    }
  });

  it(`${OPS} money operations split between the two processes keep every ledger invariant`, async (context) => {
    const property =
      "The concurrency workload with each request sent to one of two api processes at random: the row locks in PostgreSQL, not process memory, keep balance = sum of entries, never below zero, one movement per Idempotency-Key; once settled by either process's jobs, every payout paid or failed and returned exactly once, every received cent credited or refunded; the aggregator's bets, wins and rollbacks each move money exactly once (repeats answer the first answer), a rolled-back bet nets to zero; a reviewer deciding held money meanwhile leaves nothing held.";
    const random = seededRandom();
    recordFigures(context, property, `${OPS} operations over 2 processes`, { seed: random.seed });
    const workload = new MoneyWorkload(accounts, random, 'two');
    const reviewer = new HeldMoneyReviewer(database.url, seededRandom(random.seed + 1));
    const started = performance.now();
    reviewer.start();
    await workload.run({
      targets: () => [first.url, second.url],
      ops: OPS,
      concurrency: 32,
      expireCharge: expireChargeWith(checker),
      wallet,
    });
    const decisions = await reviewer.finish();
    // Either process's jobs may send and settle any payout (one PostgreSQL).
    const settleSeconds = await waitForPayoutsSettled(sqlOf(checker));
    const report = await checkLedger(sqlOf(checker), workload.log, {
      userIds: accounts.map((account) => account.id),
      exact: true,
      reviewed: true,
    });
    const byProcess = await call(second.url, 'GET', '/health');
    recordFigures(context, property, `${workload.requests} HTTP requests over 2 processes`, {
      seed: random.seed,
      'wall time (s)': ((performance.now() - started) / 1000).toFixed(1),
      'payouts settled after the run (s)': settleSeconds.toFixed(1),
      ...decisions,
      ...report.figures,
      'unexpected answers': workload.unexpected.length,
      violations: report.violations.length,
    });
    expect(byProcess.status).toBe(200);
    expect(workload.unexpected).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(report.figures.refusedWithdrawals).toBeGreaterThan(0);
    expect(report.figures.failedWithdrawals).toBeGreaterThan(0);
    expect(report.figures.refunds).toBeGreaterThan(0);
    expect(report.figures.paidWins).toBeGreaterThan(0);
    expect(report.figures.rolledBackBets).toBeGreaterThan(0);
    expect(report.figures.betsRefusedAfterTheirRollback).toBeGreaterThan(0);
  });
});
