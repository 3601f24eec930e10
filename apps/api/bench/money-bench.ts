// `npm run bench` (and `pnpm --filter @velas/api run bench:money`): what the
// metrics and the audit trail cost on the money path (docs/operations.md).
// Two apps in this process, each on its own fresh PGlite database, one with
// metrics and audit (as the api runs) and one without (buildApp's
// `withoutOperations`, for this comparison only). A deposit (create the Pix
// charge, then its payment: the webhook credits the ledger and writes the
// audit row) is timed on each in turn, alternating, so load on the machine
// falls on both alike. Target: p99 with metrics and audit < 110 % of without.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openPglite } from '../src/db/pglite.js';
import { loadConfig } from '../src/env.js';
import { bearer, registerAndLogin } from '../src/test/accounts.js';

const WARM_UP = 30;
const MEASURED = Number(process.env.MONEY_BENCH_DEPOSITS ?? 400);
const AMOUNT_CENTS = 1_500;

async function openApp(folder: string, withoutOperations: boolean): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: folder,
  });
  const app = await buildApp({ config, db: await openPglite(folder), withoutOperations });
  await app.ready();
  return app;
}

/** A player who may deposit: KYC approved (demo widget) and an address. */
async function depositor(app: FastifyInstance): Promise<Record<string, string>> {
  const player = await registerAndLogin(app, 1);
  const headers = bearer(player.token);
  const session = await app.inject({
    method: 'POST',
    url: '/kyc-api/kyc/session',
    headers,
    payload: { cpf: player.cpf, token: 't', flow: 'kyc-full', betHouse: 'MINES_BET' },
  });
  await app.inject({
    method: 'POST',
    url: `/kyc-api/demo/sessions/${session.json<{ session_id: string }>().session_id}/verdict`,
    payload: { result: 'approved' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/userUpdate',
    headers,
    payload: { zipCode: '01310-100', number: '10' },
  });
  return headers;
}

/** One deposit, charge to credit; its duration in ms. */
async function deposit(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers,
    payload: { amount: AMOUNT_CENTS },
  });
  if (created.statusCode !== 201) throw new Error(`deposit: ${created.statusCode} ${created.body}`);
  const id = created.json<{ data: { id: string } }>().data.id;
  const paid = await app.inject({ method: 'POST', url: `/api/deposits/${id}/pay`, headers });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return performance.now() - started;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const root = mkdtempSync(join(tmpdir(), 'velas-money-bench-'));
try {
  console.log('[bench] money path: two fresh PGlite databases…');
  const withOps = await openApp(join(root, 'with'), false);
  const without = await openApp(join(root, 'without'), true);
  const variants = [
    {
      name: 'with metrics + audit',
      app: withOps,
      headers: await depositor(withOps),
      ms: [] as number[],
    },
    { name: 'without', app: without, headers: await depositor(without), ms: [] as number[] },
  ];
  for (let round = 0; round < WARM_UP + MEASURED; round += 1) {
    // Alternate which goes first, so neither always runs right after the other.
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const ms = await deposit(variant.app, variant.headers);
      if (round >= WARM_UP) variant.ms.push(ms);
    }
  }
  const [measured, baseline] = variants;
  if (measured === undefined || baseline === undefined) throw new Error('variants');
  for (const variant of variants)
    console.log(
      `[bench] deposit (charge + credit) ${variant.name}: p50 ${percentile(variant.ms, 50).toFixed(2)} ms, ` +
        `p99 ${percentile(variant.ms, 99).toFixed(2)} ms over ${variant.ms.length}`,
    );
  const { rows } = await withOps.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_events WHERE category = 'money'",
  );
  const ratio = percentile(measured.ms, 99) / percentile(baseline.ms, 99);
  console.log(
    `[bench] metrics + audit cost: p99 ${((ratio - 1) * 100).toFixed(1)} % (target < 10 %); ` +
      `${rows[0]?.n ?? 0} money audit rows written`,
  );
  await withOps.close();
  await without.close();
  if (ratio >= 1.1) process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
