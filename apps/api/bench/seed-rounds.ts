// A PGlite data directory holding at least `minimum` simulated rounds, kept in
// the repository's ignored .cache between runs (building it takes a minute).
import { mkdirSync } from 'node:fs';
import { DAY_MS } from '@velas/domain/calendar';
import Fastify from 'fastify';
import { migrate } from '#/db/migrate.js';
import { openPglite } from '#/db/pglite.js';
import { RoundSimulator } from '#/history/simulator/simulator.js';

/** At the simulator's average pace (docs/api/benchmarks.md#figures-behind-the-comments), 300 days is comfortably over a million. */
const SEED_DAYS = 300;

export const BENCH_HOUSE = 'MINES_BET';

export async function ensureRounds(dataDir: string, minimum: number): Promise<number> {
  mkdirSync(dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const count = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int8 AS n FROM rounds WHERE bet_house = $1',
          [BENCH_HOUSE],
        )
      ).rows[0]?.n ?? 0;
    const already = await count();
    if (already >= minimum) return already;
    console.log(`[bench] storing ${SEED_DAYS} days of simulated rounds in ${dataDir} (once)…`);
    const started = performance.now();
    const simulator = new RoundSimulator({
      db,
      clock: Date.now,
      log: Fastify({ logger: false }).log,
      betHouses: [BENCH_HOUSE],
      chainLength: 2_000_000,
      backfillMs: SEED_DAYS * DAY_MS,
      timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    });
    await simulator.start();
    await simulator.stop();
    const stored = await count();
    console.log(
      `[bench] ${stored} rounds stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (stored < minimum) throw new Error(`only ${stored} rounds stored; expected ${minimum}`);
    return stored;
  } finally {
    await db.close();
  }
}
