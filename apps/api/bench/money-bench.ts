// `npm run bench` (and `pnpm --filter @velas/api run bench:money`): the money
// path as the api runs it, metrics and audit trail included
// (docs/operations/). One app on a fresh PGlite database: a deposit (create
// the Pix charge, then its payment: the webhook credits the ledger and writes
// the audit row) and bets through the seamless wallet (signed like an
// aggregator's: debit the ledger, write its audit row) are timed in turn. It
// prints p50 and p99 of each, and fails when a money movement has no audit row.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#/app.js';
import { openPglite } from '#/db/pglite.js';
import { loadConfig } from '#/env.js';
import { bearer, login, readyToPay, widestLimitsRegistration } from '#/test/accounts.js';
import {
  gameSettings,
  hmacKeys,
  walletCall,
  walletPlayer,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';

const WARM_UP = 30;
/**
 * The machine is shared and noisy, and a p99 over 200 samples is their
 * second slowest: one pause swings it. So the figures are taken over ROUNDS
 * rounds pooled (by default 1,000 deposits and 5,000 bets), and each round's
 * own p99 is printed as the spread.
 */
const ROUNDS = Number(process.env.MONEY_BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.MONEY_BENCH_DEPOSITS ?? 200);
const AMOUNT_CENTS = 1_500;
const BET_CENTS = 100;
/** A bet takes a quarter of a deposit's time: more of them keep its p99 as steady. */
const BETS_PER_DEPOSIT = 5;
const keys = hmacKeys();

async function openApp(folder: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: folder,
    // Hundreds of deposits from one account; the per-account budget is not what is measured.
    DEPOSITS_PER_ACCOUNT_PER_HOUR: '1000000',
  });
  const app = await buildApp({
    config,
    db: await openPglite(folder),
    settings: gameSettings(keys.wallet),
    simulateRounds: false,
  });
  await app.ready();
  return app;
}

/** A player who may deposit: KYC approved (demo widget) and an address. */
async function depositor(app: FastifyInstance): Promise<Record<string, string>> {
  const person = TEST_DOCUMENTS[1];
  const email = 'bench@example.com';
  // The bench deposits over R$ 10.000.
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: widestLimitsRegistration(person, email),
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const player = { cpf: person.cpf, token: await login(app, email, 'senha-segura-1') };
  await readyToPay(app, player);
  return bearer(player.token);
}

/** One deposit, charge to credit; its duration in ms. */
async function deposit(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { amount: AMOUNT_CENTS },
  });
  if (created.statusCode !== 201) throw new Error(`deposit: ${created.statusCode} ${created.body}`);
  const id = created.json<{ data: { id: string } }>().data.id;
  const paid = await app.inject({ method: 'POST', url: `/api/deposits/${id}/pay`, headers });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return performance.now() - started;
}

/** One bet through the seamless wallet; its duration in ms (signing included, as small as it is). */
async function bet(app: FastifyInstance, player: WalletPlayerFixture): Promise<number> {
  const started = performance.now();
  const answer = await walletCall(app, keys, {
    path: '/transaction/bet',
    body: {
      user: player.user,
      transaction_uuid: randomUUID(),
      supplier_transaction_id: randomUUID(),
      token: player.token,
      round: `round-${randomUUID()}`,
      round_closed: false,
      request_uuid: randomUUID(),
      game_code: player.gameCode,
      currency: 'BRL',
      bet: null,
      amount: BET_CENTS * 1000,
    },
  });
  if (answer.status !== 'RS_OK') throw new Error(`bet: ${JSON.stringify(answer)}`);
  return performance.now() - started;
}

async function gamePlayer(app: FastifyInstance, headers: Record<string, string>) {
  const me = await app.inject({ url: '/api/auth/me', headers });
  return walletPlayer(app.db, me.json<{ id: number }>().id, Date.now(), {
    expiresAt: Date.now() + 86_400_000,
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function moneyRows(app: FastifyInstance) {
  const { rows } = await app.db.query<{ entries: number; audited: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_entries) AS entries,
            (SELECT count(*)::int FROM audit_events WHERE category = 'money') AS audited`,
  );
  return rows[0] ?? { entries: 0, audited: 0 };
}

const root = mkdtempSync(join(tmpdir(), 'velas-money-bench-'));
try {
  console.log('[bench] money path, metrics and audit included: a fresh PGlite database…');
  const app = await openApp(root);
  const headers = await depositor(app);
  const player = await gamePlayer(app, headers);
  const measure = async (count: number) => {
    const times = { deposits: [] as number[], bets: [] as number[] };
    for (let op = 0; op < count; op += 1) {
      times.deposits.push(await deposit(app, headers));
      for (let b = 0; b < BETS_PER_DEPOSIT; b += 1) times.bets.push(await bet(app, player));
    }
    return times;
  };
  const before = await moneyRows(app);
  await measure(WARM_UP);
  const LABELS = { deposits: 'deposit (charge + credit)', bets: 'bet (wallet debit)' } as const;
  const pooled = { deposits: [] as number[], bets: [] as number[] };
  const figures = (values: readonly number[]) =>
    `p50 ${percentile(values, 50).toFixed(2)} / p99 ${percentile(values, 99).toFixed(2)} ms`;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const times = await measure(PER_ROUND);
    for (const what of ['deposits', 'bets'] as const) {
      pooled[what].push(...times[what]);
      console.log(
        `[bench] round ${round}/${ROUNDS} ${LABELS[what]}: ${figures(times[what])} (${times[what].length})`,
      );
    }
  }
  for (const what of ['deposits', 'bets'] as const)
    console.log(`[bench] ${LABELS[what]}: ${figures(pooled[what])} over ${pooled[what].length}`);
  // Every ledger entry the bench posted carries its audit row: it measured the api as it runs.
  const moved = await moneyRows(app);
  const entries = moved.entries - before.entries;
  const audited = moved.audited - before.audited;
  console.log(
    `[bench] ${audited} money audit rows for ${entries} ledger entries; load ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  await app.close();
  if (audited < entries) process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
