// `npm run bench` (and `pnpm --filter @velas/api run bench:money`): what the
// metrics and the audit trail cost on the money path (docs/operations.md).
// Two apps in this process, each on its own fresh PGlite database, one with
// metrics and audit (as the api runs) and one without (buildApp's
// `withoutOperations`, for this comparison only). A deposit (create the Pix
// charge, then its payment: the webhook credits the ledger and writes the
// audit row) is timed on each in turn, alternating, so load on the machine
// falls on both alike; so is a bet through the seamless wallet (signed like
// an aggregator's: debit the ledger, write its audit row). Target: p99 with
// metrics and audit < 110 % of without, for each.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openPglite } from '../src/db/pglite.js';
import { loadConfig } from '../src/env.js';
import { bearer, login, readyToPay, widestLimitsRegistration } from '../src/test/accounts.js';
import {
  gameSettings,
  hmacKeys,
  walletCall,
  walletPlayer,
  type WalletPlayerFixture,
} from '../src/test/game-wallet.js';

const WARM_UP = 30;
/**
 * The machine is shared and noisy, and a p99 over 200 samples is their
 * second slowest: one pause swings it by more than the cost measured. So
 * both apps are timed operation by operation, interleaved, in ROUNDS rounds;
 * the verdict is the p99 over every round's samples together (by default
 * 1,000 deposits and 5,000 bets each), and each round's own ratio is printed
 * as the spread.
 */
const ROUNDS = Number(process.env.MONEY_BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.MONEY_BENCH_DEPOSITS ?? 200);
const AMOUNT_CENTS = 1_500;
const BET_CENTS = 100;
/** A bet takes a quarter of a deposit's time: more of them keep its p99 as steady. */
const BETS_PER_DEPOSIT = 5;
const keys = hmacKeys();

async function openApp(folder: string, withoutOperations: boolean): Promise<FastifyInstance> {
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
    withoutOperations,
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

interface Variant {
  name: string;
  app: FastifyInstance;
  headers: Record<string, string>;
  player: WalletPlayerFixture;
  deposits: number[];
  bets: number[];
}

const root = mkdtempSync(join(tmpdir(), 'velas-money-bench-'));
try {
  console.log('[bench] money path: two fresh PGlite databases…');
  const withOps = await openApp(join(root, 'with'), false);
  const without = await openApp(join(root, 'without'), true);
  const variants: Variant[] = [];
  for (const [name, app] of [
    ['with metrics + audit', withOps],
    ['without', without],
  ] as const) {
    const headers = await depositor(app);
    variants.push({
      name,
      app,
      headers,
      player: await gamePlayer(app, headers),
      deposits: [] as number[],
      bets: [] as number[],
    });
  }
  const measure = async (count: number, keep: boolean) => {
    for (let op = 0; op < count; op += 1) {
      // Alternate which goes first, so neither always runs right after the other.
      const order = op % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const depositMs = await deposit(variant.app, variant.headers);
        if (keep) variant.deposits.push(depositMs);
        for (let b = 0; b < BETS_PER_DEPOSIT; b += 1) {
          const betMs = await bet(variant.app, variant.player);
          if (keep) variant.bets.push(betMs);
        }
      }
    }
  };
  await measure(WARM_UP, false);
  const [measured, baseline] = variants;
  if (measured === undefined || baseline === undefined) throw new Error('variants');
  const LABELS = { deposits: 'deposit (charge + credit)', bets: 'bet (wallet debit)' } as const;
  const ratios = { deposits: [] as number[], bets: [] as number[] };
  const pooled = new Map(
    variants.map((variant) => [variant, { deposits: [] as number[], bets: [] as number[] }]),
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const variant of variants) {
      variant.deposits = [];
      variant.bets = [];
    }
    await measure(PER_ROUND, true);
    for (const what of ['deposits', 'bets'] as const) {
      const ratio = percentile(measured[what], 99) / percentile(baseline[what], 99);
      ratios[what].push(ratio);
      for (const variant of variants) pooled.get(variant)?.[what].push(...variant[what]);
      const figures = variants
        .map(
          (variant) =>
            `${variant.name} p50 ${percentile(variant[what], 50).toFixed(2)} / p99 ${percentile(variant[what], 99).toFixed(2)} ms`,
        )
        .join('; ');
      console.log(
        `[bench] round ${round}/${ROUNDS} ${LABELS[what]}: ${figures} (${measured[what].length} each); p99 ratio ${ratio.toFixed(3)}`,
      );
    }
  }
  let worst = 0;
  for (const what of ['deposits', 'bets'] as const) {
    const sorted = [...ratios[what]].sort((a, b) => a - b);
    const all = (variant: Variant) => pooled.get(variant)?.[what] ?? [];
    const ratioAt = (p: number) => percentile(all(measured), p) / percentile(all(baseline), p);
    const p99 = ratioAt(99);
    worst = Math.max(worst, p99);
    const cost = (ratio: number) => `${((ratio - 1) * 100).toFixed(1)} %`;
    console.log(
      `[bench] metrics + audit cost on ${LABELS[what]}: p99 ${cost(p99)} over ${all(measured).length} samples each ` +
        `(target < 10 %; rounds alone ${cost(sorted[0] ?? 0)} .. ${cost(sorted.at(-1) ?? 0)}); p50 ${cost(ratioAt(50))}`,
    );
  }
  const { rows } = await withOps.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_events WHERE category = 'money'",
  );
  console.log(
    `[bench] ${rows[0]?.n ?? 0} money audit rows written; load ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  await withOps.close();
  await without.close();
  if (worst >= 1.1) process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
