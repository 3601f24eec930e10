// Thousands of random deposits, payments, withdrawals, replays of the same
// Idempotency-Key, failed payouts and late Pix payments from many concurrent
// HTTP clients against one api process on PostgreSQL; once every payout has
// settled, every ledger and payout invariant holds exactly
// (docs/reliability.md, docs/product/wallet.md#wallet-withdrawals).
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { recordFigures } from './support/figures.js';
import { gamesSettingsFile, openGameSessions, type GameWallet } from './support/game-wallet.js';
import { HeldMoneyReviewer } from './support/held-money-reviewer.js';
import { checkLedger } from './support/ledger-invariants.js';
import { MoneyWorkload } from './support/money-workload.js';
import { expireChargeWith, waitForPayoutsSettled } from './support/payout-settlement.js';
import { createDatabase, postgresAvailable, sqlOf, type TestDatabase } from './support/postgres.js';
import { longRun, seededRandom } from './support/random.js';

// Without TEST_DATABASE_URL the block is skipped (postgresAvailable says why).
const runs = postgresAvailable('concurrency.test.ts');
const OPS = Number(process.env.RELIABILITY_OPS ?? (longRun ? 50_000 : 10_000));
const CLIENTS = 48;
const PROPERTY =
  'Random deposits, sandbox payments, withdrawals, replays and simultaneous repeats of one Idempotency-Key, payouts made to fail and Pix paid after expiry, from concurrent HTTP clients: balance = sum of entries, never below zero, each key moved money at most once, every confirmed movement stored once, every refused withdrawal refused while the balance was short; once settled, every payout paid or failed and returned exactly once, every received cent credited or refunded; bets, wins and rollbacks of the seamless wallet move money exactly once per transaction id, a rolled-back bet nets to zero, a bet after its rollback is refused; no withdrawal past a brake is sent without a release by a person, and a reviewer deciding held money meanwhile leaves every held win released (credited once) or returned (never credited).';

describe.runIf(runs)('concurrency on PostgreSQL', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let checker: pg.Client;
  let accounts: Account[];
  let wallet: GameWallet;

  beforeAll(async () => {
    database = await createDatabase('concurrency');
    api = await startApi({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '20',
      OPERATOR_SETTINGS_FILE: gamesSettingsFile(),
    });
    checker = await database.connect();
    accounts = await createAccounts(api.url, 6);
    wallet = await openGameSessions(sqlOf(checker), accounts);
  });

  afterAll(async () => {
    await api.stop('SIGTERM');
    await checker.end();
    await database.drop();
  });

  it(`${OPS} money operations from ${CLIENTS} clients keep every ledger invariant`, async (context) => {
    const random = seededRandom();
    const size = `${OPS} operations, ${CLIENTS} clients, ${accounts.length} accounts`;
    recordFigures(context, PROPERTY, size, { seed: random.seed });

    const workload = new MoneyWorkload(accounts, random);
    const reviewer = new HeldMoneyReviewer(database.url, seededRandom(random.seed + 1));
    const started = performance.now();
    const cpuBefore = api.cpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    reviewer.start();
    // The rate of each tenth of the run: one that slows as the tables grow shows here.
    const tenth = { at: started, requests: 0, next: Math.ceil(OPS / 10) };
    await workload.run({
      targets: () => [api.url],
      ops: OPS,
      concurrency: CLIENTS,
      expireCharge: expireChargeWith(checker),
      wallet,
      onReply: () => {
        if (workload.requests < tenth.next) return;
        const now = performance.now();
        const rate = ((workload.requests - tenth.requests) * 1000) / (now - tenth.at);
        console.info(
          `[concurrency] ${String(workload.requests)} requests, ${((now - started) / 1000).toFixed(1)} s: ` +
            `${rate.toFixed(1)} requests/s over the last ${String(workload.requests - tenth.requests)}`,
        );
        Object.assign(tenth, {
          at: now,
          requests: workload.requests,
          next: tenth.next + Math.ceil(OPS / 10),
        });
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const apiCpu = api.cpuSeconds() - cpuBefore;
    const clientCpuUsage = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientCpuUsage.user + clientCpuUsage.system) / 1e6;
    const opsPerSecond = OPS / seconds;
    // The rate first, so a slow run shows as a number before it shows as a timeout.
    console.info(
      `[concurrency] ${String(OPS)} operations (${String(workload.requests)} requests) in ${seconds.toFixed(1)} s: ` +
        `${opsPerSecond.toFixed(1)} operations/s, api CPU ${apiCpu.toFixed(1)} s, workload client CPU ${clientCpu.toFixed(1)} s`,
    );
    const decisions = await reviewer.finish();
    const settleSeconds = await waitForPayoutsSettled(sqlOf(checker));
    const checksStarted = performance.now();
    const report = await checkLedger(sqlOf(checker), workload.log, {
      userIds: accounts.map((account) => account.id),
      exact: true,
      reviewed: true,
    });
    const checkSeconds = (performance.now() - checksStarted) / 1000;
    console.info(
      `[concurrency] payouts settled ${settleSeconds.toFixed(1)} s after the traffic; ` +
        `invariants checked in ${checkSeconds.toFixed(1)} s: ${String(report.violations.length)} violations`,
    );

    const kinds = Object.fromEntries(
      [
        'deposit',
        'pay',
        'withdraw',
        'replay',
        'race',
        'mismatch',
        'foreignPay',
        'failPayout',
        'latePay',
        'bet',
        'win',
        'rollback',
        'rollbackFirst',
        'walletReplay',
        'walletMismatch',
      ].map((kind) => [
        `requests: ${kind}`,
        workload.log.filter((record) => record.kind === kind).length,
      ]),
    );
    recordFigures(context, PROPERTY, `${workload.requests} HTTP requests (${size})`, {
      seed: random.seed,
      'wall time (s)': seconds.toFixed(1),
      'operations per second': opsPerSecond.toFixed(1),
      'requests per second': Math.round(workload.requests / seconds),
      'api CPU (s)': apiCpu.toFixed(1),
      'api CPU per request (ms)': ((apiCpu * 1000) / workload.requests).toFixed(2),
      'workload client CPU (s)': clientCpu.toFixed(1),
      'payouts settled after the run (s)': settleSeconds.toFixed(1),
      'invariant checks (s)': checkSeconds.toFixed(1),
      ...kinds,
      ...decisions,
      ...report.figures,
      'unexpected answers': workload.unexpected.length,
      violations: report.violations.length,
    });

    // The api's error log says why, when an answer was not what the contract allows.
    expect(workload.unexpected, api.output()).toEqual([]);
    expect(report.violations).toEqual([]);
    // The run must have exercised the property, not only passed it.
    expect(report.figures.refusedWithdrawals).toBeGreaterThan(0);
    expect(report.figures.withdrawals).toBeGreaterThan(0);
    expect(report.figures.paidDeposits).toBeGreaterThan(0);
    expect(report.figures.failedWithdrawals).toBeGreaterThan(0);
    expect(report.figures.refunds).toBeGreaterThan(0);
    expect(report.figures.paidWins).toBeGreaterThan(0);
    expect(report.figures.rolledBackBets).toBeGreaterThan(0);
    expect(report.figures.betsRefusedAfterTheirRollback).toBeGreaterThan(0);
    expect(
      workload.log.some((record) => record.kind === 'race' && record.reply?.status === 409),
    ).toBe(true);
  });
});
