// A year of rounds (1.3 million) exported as CSV and as JSON from
// a real api process, on PostgreSQL and on the embedded PGlite. The rows are
// counted and the first and last checked, and the process's resident memory
// is sampled all along: the export streams page by page, so its peak stays
// within a bound of the idle figure (the test's own constant).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '#/db/migrate.js';
import { openPglite } from '#/db/pglite.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { recordFigures } from './support/figures.js';
import { createDatabase, postgresAvailable } from './support/postgres.js';
import { longRun } from './support/random.js';

const ROUNDS = 1_300_000;
const FIRST_MS = Date.parse('2025-01-01T00:00:00-03:00');
const SPACING_MS = 24_000;
const MB = 1024 * 1024;
/** Bytes kept of each end of the export to read its first and last rows. */
const EDGE_BYTES = 4096;
/** Seeding a year: about a minute on PostgreSQL, several on PGlite on a loaded machine. */
const SEED_TIMEOUT_MS = 900_000;
/** The target of docs/product/provably-fair-rounds.md#round-verification: the export leaves memory flat. */
const MAX_GROWTH_MB = 50;

/** One statement; the hashes are fake (an export does not check them). */
const SEED_SQL = `WITH chain AS (
    INSERT INTO round_chains (bet_house, generation, salt, terminating_hash, seed, length)
    VALUES ('MINES_BET', 1, 'sal', repeat('0', 64), repeat('0', 64), $1) RETURNING id)
  INSERT INTO rounds (id, bet_house, odd, time_ms, hash, chain_id, chain_index)
  SELECT n, 'MINES_BET', 1 + (n % 1000) / 100.0, $2::int8 + (n - 1) * $3::int8,
         md5(n::text) || md5((-n)::text), chain.id, n
  FROM chain, generate_series(1, $1::int8) AS n`;

/** A query on either engine's client, for seeding. */
type RunQuery = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Seeds the year and reads the hashes of its first and last rounds. VACUUM
 * leaves the rows as a year of play leaves them, read and marked visible:
 * otherwise the export would be the first to read them, and on PGlite it
 * would rewrite every page it reads (hint bits) inside the api's process.
 */
async function seedYear(query: RunQuery): Promise<Map<number, string>> {
  await query(SEED_SQL, [ROUNDS, FIRST_MS, SPACING_MS]);
  await query('VACUUM ANALYZE rounds');
  const { rows } = await query('SELECT id, hash FROM rounds WHERE id = ANY($1)', [[1, ROUNDS]]);
  return new Map((rows as { id: number; hash: string }[]).map((row) => [row.id, row.hash]));
}

interface SeededApi {
  api: ApiProcess;
  hashes: Map<number, string>;
  cleanUp(): Promise<void>;
}

interface Engine {
  name: 'PostgreSQL' | 'PGlite';
  runs: () => boolean;
  /** Seeds a year of rounds and starts an api on them. */
  start: () => Promise<SeededApi>;
}

const ENGINES: Engine[] = [
  {
    name: 'PostgreSQL',
    runs: () => postgresAvailable('export-memory.test.ts'),
    start: async () => {
      const database = await createDatabase('export');
      const api = await startApi({ DATABASE_URL: database.url });
      const checker = await database.connect();
      try {
        const hashes = await seedYear((sql, params) => checker.query(sql, params));
        return {
          api,
          hashes,
          cleanUp: async () => {
            await api.stop('SIGTERM', 10_000);
            await database.drop();
          },
        };
      } finally {
        await checker.end();
      }
    },
  },
  {
    // The embedded database runs inside the api process: whatever it buffers
    // (WASM heap, result rows) counts in the same RSS.
    name: 'PGlite',
    runs: () => true,
    start: async () => {
      const dataRoot = mkdtempSync(join(tmpdir(), 'velas-export-'));
      const dataDir = join(dataRoot, 'data');
      const db = await openPglite(dataDir);
      let hashes: Map<number, string>;
      try {
        await migrate(db);
        hashes = await seedYear((sql, params) => db.query(sql, params));
        // Written out now, so the api's start has no seeding WAL to replay:
        // without it the api's idle RSS swung widely from run to run
        // (docs/api/benchmarks.md#figures-behind-the-comments).
        await db.exec('CHECKPOINT');
      } finally {
        await db.close();
      }
      const api = await startApi({ DATA_DIR: dataDir });
      return {
        api,
        hashes,
        cleanUp: async () => {
          await api.stop('SIGTERM', 10_000);
          rmSync(dataRoot, { recursive: true, force: true });
        },
      };
    },
  },
];

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

function residentBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? Number.NaN) * 1024;
}

interface StreamedExport {
  lines: number;
  firstLines: string[];
  lastLines: string[];
  bytes: number;
  seconds: number;
  peakRssBytes: number;
}

/** Reads the export to its end, sampling the server's RSS all along. */
async function streamExport(api: ApiProcess, format: 'csv' | 'json'): Promise<StreamedExport> {
  const to = FIRST_MS + ROUNDS * SPACING_MS;
  const began = performance.now();
  let peakRssBytes = residentBytes(api.pid);
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, residentBytes(api.pid));
  }, 20);
  try {
    const response = await fetch(
      `${api.url}/history-api/rounds/export?betHouse=MINES_BET&from=${FIRST_MS}&to=${to}&format=${format}`,
    );
    expect(response.status).toBe(200);
    if (response.body === null) throw new Error('no body');
    let lines = 0;
    let bytes = 0;
    let head: Uint8Array = new Uint8Array(0);
    let tail: Uint8Array = new Uint8Array(0);
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      if (head.length < EDGE_BYTES) head = joined(head, chunk).subarray(0, EDGE_BYTES);
      tail = joined(tail, chunk).subarray(-EDGE_BYTES);
    }
    const text = (edge: Uint8Array) => new TextDecoder().decode(edge).split('\n');
    const firstLines = text(head).slice(0, 3);
    const lastLines = text(tail)
      .filter((line) => line !== '')
      .slice(-3);
    return {
      lines,
      firstLines,
      lastLines,
      bytes,
      seconds: (performance.now() - began) / 1000,
      peakRssBytes: Math.max(peakRssBytes, residentBytes(api.pid)),
    };
  } finally {
    clearInterval(sampler);
  }
}

// A year of rounds takes minutes to seed and stream: only in the long run.
for (const engine of ENGINES)
  describe.runIf(longRun && engine.runs())(`export of a year of rounds on ${engine.name}`, () => {
    let seeded: SeededApi;
    let api: ApiProcess;
    let idleRssBytes = 0;
    const hashOf = (n: number) => seeded.hashes.get(n) ?? '';

    beforeAll(async () => {
      seeded = await engine.start();
      api = seeded.api;
      // Warm the route (and its code paths) so idle means "ready to serve".
      await fetch(
        `${api.url}/history-api/rounds/export?betHouse=MINES_BET&from=${FIRST_MS}&to=${FIRST_MS + 1}`,
      );
      idleRssBytes = residentBytes(api.pid);
    }, SEED_TIMEOUT_MS);
    afterAll(async () => {
      await seeded.cleanUp();
    });

    it.for(['csv', 'json'] as const)(
      `streams 1.3 million rounds as %s on ${engine.name} with the memory flat`,
      async (format, context) => {
        const result = await streamExport(api, format);
        const growthMb = (result.peakRssBytes - idleRssBytes) / MB;
        recordFigures(
          context,
          `rounds/export ${format}: streamed, memory flat`,
          `${ROUNDS} rounds`,
          {
            database: engine.name,
            seconds: Number(result.seconds.toFixed(1)),
            megabytes: Number((result.bytes / MB).toFixed(1)),
            'idle RSS MB': Number((idleRssBytes / MB).toFixed(1)),
            'peak RSS growth MB': Number(growthMb.toFixed(1)),
            'target MB': `< ${MAX_GROWTH_MB}`,
          },
        );
        console.info(
          `[export ${format}, ${engine.name}] ${ROUNDS} rounds, ${(result.bytes / MB).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; ` +
            `RSS idle ${(idleRssBytes / MB).toFixed(1)} MB, peak growth ${growthMb.toFixed(1)} MB`,
        );
        const lastTime = new Date(FIRST_MS + (ROUNDS - 1) * SPACING_MS).toISOString();
        if (format === 'csv') {
          expect(result.lines).toBe(ROUNDS + 1);
          expect(result.firstLines.slice(0, 2)).toEqual([
            'id,timeSaoPaulo,timeUtc,odd,hash,salt',
            `1,2025-01-01T00:00:00.000-03:00,2025-01-01T03:00:00.000Z,1.01,${hashOf(1)},sal`,
          ]);
          expect(result.lastLines.at(-1)).toMatch(
            new RegExp(`^${ROUNDS},[^,]+,${lastTime},1,${hashOf(ROUNDS)},sal$`),
          );
        } else {
          // '[', one line per round, ']'.
          expect(result.lines).toBe(ROUNDS + 2);
          expect(JSON.parse(result.firstLines[1]?.replace(/,$/, '') ?? '')).toMatchObject({
            id: 1,
            timeUtc: '2025-01-01T03:00:00.000Z',
            odd: 1.01,
            hash: hashOf(1),
            salt: 'sal',
          });
          expect(JSON.parse(result.lastLines.at(-2) ?? '')).toMatchObject({
            id: ROUNDS,
            timeUtc: lastTime,
            odd: 1,
          });
          expect(result.lastLines.at(-1)).toBe(']');
        }
        expect(growthMb).toBeLessThan(MAX_GROWTH_MB);
      },
    );
  });
