// `npm run bench` for the seamless wallet (docs/product/games.md#seamless-wallet):
//   1. wallet calls per second on one api process: bets and their wins,
//      RSA-signed like an aggregator's, 16 in flight at a time;
//   2. the latency of `transaction/bet` with 100 requests always in flight,
//      each player's next bet sent as soon as the last is answered: the
//      saturated case, printed as capacity. On PGlite the api runs one
//      request at a time (the engine is in the process and never yields to
//      the network between a request's statements), so the mean wait is
//      100 / throughput (Little's law), well above the target on any machine;
//   3. the target: 100 concurrent players at a player's pace (`--pace-ms`,
//      default 5000: faster than one bet per crash round each), starts
//      spread over the first interval; a bet's p99 held against
//      docs/architecture.md#performance-targets.
// One process on 127.0.0.1 with a fresh PGlite directory; the client runs in
// the same process and its signatures are made before the clock starts, so
// the figures are the api's (verify, lock, ledger, store the call) plus HTTP.
//
//   pnpm --filter @velas/api run bench:wallet [-- --players=100 --bets=20]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_IDS } from '@velas/domain/constants';
import type { Cents } from '@velas/domain/money';
import { WIDEST_LIMITS } from '@velas/domain/protection';
import { WALLET_SIGNATURE_HEADER } from '@velas/domain/schemas/game-wallet';
import { buildApp } from '#/app.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { insertGameSession } from '#/auth/game-sessions-repository.js';
import { hashToken } from '#/auth/tokens.js';
import { openPglite } from '#/db/pglite.js';
import { loadConfig } from '#/env.js';
import { playerRefOf } from '#/games/game-wallet-repository.js';
import { bodySigner } from '#/games/wallet-signature.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { insertLimitChange } from '#/protection/protection-repository.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { gameSettings, rsaKeys } from '#/test/game-wallet.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PLAYERS = arg('players', 100);
const BETS_PER_PLAYER = arg('bets', 20);
const THROUGHPUT_CALLS = arg('calls', 4000);
const PACE_MS = arg('pace-ms', 5000);
const IN_FLIGHT = 16;
const TARGET_P99_MS = 50;
const GAME_CODE = 'velas_bench_crash';

const keys = rsaKeys();
const signer = bodySigner(keys.signing);
const root = mkdtempSync(join(tmpdir(), 'velas-wallet-bench-'));
const db = await openPglite(join(root, 'pgdata'));
const settings = demoRuntimeSettings({
  ...DEMO_SETTINGS,
  simulatedBetHouses: [],
  games: gameSettings(keys.wallet).operator.games,
});
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', SCRYPT_LOG_N: '10', WEB_DIST_DIR: '/nonexistent' }),
  db,
  settings,
});

interface Player {
  user: string;
  token: string;
}

async function makePlayers(count: number): Promise<Player[]> {
  const now = Date.now();
  await db.query('UPDATE casino_games SET game_code = $2 WHERE id = $1', [
    GAME_IDS.aviator,
    GAME_CODE,
  ]);
  const players: Player[] = [];
  for (let index = 0; index < count; index++) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, name, cpf, phone, kyc_status, created_at)
       VALUES ($1, 'x', 'Jogador de teste', $2, '11900000000', 'approved', $3) RETURNING id`,
      [`bench${String(index)}@example.com`, String(90_000_000_000 + index), new Date(now)],
    );
    const userId = rows[0]?.id ?? 0;
    await db.transaction(async (tx) => {
      await insertLimitChange(tx, {
        userId,
        limits: WIDEST_LIMITS,
        now,
        effectiveAt: now,
        actor: SYSTEM_ACTOR,
      });
      await postLedgerEntry(tx, {
        actor: SYSTEM_ACTOR,
        userId,
        amount: 100_000_000 as Cents,
        kind: 'Deposit',
        status: 'paid',
        at: now,
      });
    });
    const user = await playerRefOf(db, userId, () => `vp_bench_${String(index)}`);
    const token = `bench-token-${String(index)}-${randomUUID()}`;
    await insertGameSession(
      db,
      { tokenHash: hashToken(token), userId, gameId: GAME_IDS.aviator, gameCode: GAME_CODE },
      now,
      now + 3_600_000,
    );
    players.push({ user, token });
  }
  return players;
}

interface Signed {
  path: string;
  raw: string;
  signature: string;
}

function signed(path: string, body: Record<string, unknown>): Signed {
  const raw = JSON.stringify(body);
  return { path, raw, signature: signer.sign(raw) };
}

function betOf(player: Player): { bet: Signed; win: Signed } {
  const transaction = randomUUID();
  const base = {
    user: player.user,
    token: player.token,
    round: randomUUID(),
    game_code: GAME_CODE,
    currency: 'BRL',
  };
  return {
    bet: signed('/transaction/bet', {
      ...base,
      transaction_uuid: transaction,
      request_uuid: randomUUID(),
      amount: 100_000,
    }),
    win: signed('/transaction/win', {
      ...base,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: transaction,
      request_uuid: randomUUID(),
      amount: 150_000,
    }),
  };
}

let origin = '';
async function send(call: Signed): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/games-wallet${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: call.signature },
    body: call.raw,
  });
  const { status } = (await response.json()) as { status: string };
  if (status !== 'RS_OK') throw new Error(`${call.path}: ${status}`);
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  origin = `http://127.0.0.1:${String(address.port)}`;
  console.log(
    `[wallet-bench] ${String(PLAYERS)} players on PGlite, signing ${String(THROUGHPUT_CALLS + PLAYERS * BETS_PER_PLAYER)} calls with RSA-2048…`,
  );
  const players = await makePlayers(PLAYERS);

  // 1. Calls per second: bet then win of the same bet, IN_FLIGHT pairs at a time.
  const pairs = Array.from({ length: THROUGHPUT_CALLS / 2 }, (_, i) =>
    betOf(players[i % players.length] as Player),
  );
  let next = 0;
  const throughputStarted = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < pairs.length) {
        const pair = pairs[next++] as { bet: Signed; win: Signed };
        await send(pair.bet);
        await send(pair.win);
      }
    }),
  );
  const throughputMs = performance.now() - throughputStarted;
  const callsPerSecond = (pairs.length * 2) / (throughputMs / 1000);

  // 2. Bet latency with every player betting at once.
  const perPlayer = players.map((player) =>
    Array.from({ length: BETS_PER_PLAYER }, () => betOf(player).bet),
  );
  const latencies: number[] = [];
  const concurrentStarted = performance.now();
  await Promise.all(
    perPlayer.map(async (bets) => {
      for (const bet of bets) latencies.push(await send(bet));
    }),
  );
  const concurrentMs = performance.now() - concurrentStarted;
  latencies.sort((a, b) => a - b);

  // 3. The same players at a player's pace.
  const paced: number[] = [];
  const pacedBets = players.map((player) =>
    Array.from({ length: Math.max(1, Math.floor(BETS_PER_PLAYER / 2)) }, () => betOf(player).bet),
  );
  const pacedStarted = performance.now();
  await Promise.all(
    pacedBets.map(async (bets, index) => {
      const first = pacedStarted + (index * PACE_MS) / pacedBets.length;
      for (const [turn, bet] of bets.entries()) {
        const due = first + turn * PACE_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        paced.push(await send(bet));
      }
    }),
  );
  paced.sort((a, b) => a - b);

  // The machine's load says how much of the CPU the api had (2 cores here).
  console.log(`[wallet-bench] load average (1 min): ${(loadavg()[0] ?? 0).toFixed(1)}`);
  console.log(
    `[wallet-bench] one process: ${callsPerSecond.toFixed(0)} wallet calls/s ` +
      `(${String(pairs.length * 2)} bets and wins, ${String(IN_FLIGHT)} in flight, ${(throughputMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `[wallet-bench] transaction/bet with ${String(PLAYERS)} players at once: ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms ` +
      `(${String(latencies.length)} bets, ${(latencies.length / (concurrentMs / 1000)).toFixed(0)} bets/s: capacity, no target)`,
  );
  console.log(
    `[wallet-bench] transaction/bet with ${String(PLAYERS)} players, one bet each every ${String(PACE_MS)} ms: ` +
      `p50 ${percentile(paced, 50).toFixed(1)} ms, p95 ${percentile(paced, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(paced, 99).toFixed(1)} ms, max ${(paced.at(-1) ?? 0).toFixed(1)} ms ` +
      `(${String(paced.length)} bets, offered ${((PLAYERS * 1000) / PACE_MS).toFixed(0)} bets/s; target p99 < ${String(TARGET_P99_MS)} ms)`,
  );
  const p99 = percentile(paced, 99);
  if (p99 >= TARGET_P99_MS) {
    console.log(`[wallet-bench] MISSED: p99 ${p99.toFixed(1)} ms >= ${String(TARGET_P99_MS)} ms`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  rmSync(root, { recursive: true, force: true });
}
