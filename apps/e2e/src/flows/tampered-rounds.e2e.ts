// End to end: rounds tampered with in the api's own database (an odd, a hash, a
// round substituted so only its chain link betrays it), and every verifier a
// player has names them in red: the candle list's marks, the range check in the
// worker, the CLI on the exported JSON, and the offline page. This file runs
// its own api on a database it keeps: it starts it (7 days of rounds are
// backfilled), stops it, edits three rounds through PGlite, and starts it again
// on the same data. The api answers while it backfills
// (docs/product/provably-fair-rounds.md#provably-fair-rounds) and a stop interrupts the backfill
// between batches, so the first api is stopped only once the default house's
// rounds have reached the present: stopped earlier, the "newest" stored rounds
// were a week old and no screen of today showed them. The browser checks run at
// phone and desktop size against that one restarted api.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { toSaoPaulo } from '@velas/domain/calendar';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { historyOddResponseSchema } from '@velas/domain/schemas/history';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptDatabaseDir, startApi, type RunningApi } from '../harness/api-process.js';
import { repoRoot, verifierPageUrl } from '../harness/paths.js';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { signIn } from '../support/sign-in.js';
import { honestOdd, tamperings } from '../support/tampering.js';
import { VIEWPORTS } from '../support/viewports.js';

interface Row {
  id: number;
  odd: number;
  hash: string;
  time_ms: number;
  salt: string;
}

/** Places among the newest rounds, far enough apart that no two flag the same round. */
const TAMPERED_AT = { odd: 1, hash: 3, link: 5 } as const;
/** The newest rounds read: the tampered ones, their older neighbours, and one honest round past them. */
const READ_ROUNDS = 8;

let dataRoot = '';
let api: RunningApi | undefined;
let rounds: Row[] = [];
/** Ids that must show in red, newest first: each tampering flags its round, a hash or link also its older neighbour. */
let redIds: number[] = [];

/** A hash one hex digit away whose crash point differs from the stored odd, so the crash check trips too. */
function flippedHash(row: Row): string {
  for (const digit of '0123456789abcdef') {
    const hash = `${row.hash.slice(0, 63)}${digit}`;
    if (hash !== row.hash && honestOdd(hash, row.salt) !== row.odd) return hash;
  }
  throw new Error(`no flipped hash of round ${String(row.id)} changes its crash point`);
}

/** A round this recent means the backfill is done: its batches end hours in the past until the last. */
const CAUGHT_UP_MS = 10 * 60_000;
const CATCH_UP_TIMEOUT_MS = 240_000;
/** Each read of the history is a query the backfilling api also serves: a few a second, not more. */
const CATCH_UP_POLL_MS = 250;

/** Waits until the api's newest round of the default house is a round of the last minutes. */
async function waitForBackfill(baseUrl: string): Promise<void> {
  // The last attempt's failure is the one thrown once the time is up.
  await vi.waitFor(
    async () => {
      const query = new URLSearchParams({
        date: toSaoPaulo(Date.now()).date,
        numberVelas: '10',
        betHouse: DEFAULT_BET_HOUSE,
      });
      const response = await fetch(`${baseUrl}/history-api/history-odd?${query.toString()}`);
      if (!response.ok)
        throw new Error(`o histórico respondeu ${String(response.status)} durante o preenchimento`);
      const candles = historyOddResponseSchema.parse(await response.json());
      const newest = Math.max(...candles.map((candle) => candle.time));
      if (newest <= Date.now() - CAUGHT_UP_MS)
        throw new Error(
          `o simulador não alcançou o presente em ${String(CATCH_UP_TIMEOUT_MS)} ms (rodada mais nova: ${String(newest)})`,
        );
    },
    { timeout: CATCH_UP_TIMEOUT_MS, interval: CATCH_UP_POLL_MS },
  );
}

/**
 * Edits the stored rounds with PGlite itself, not through the api's code: the
 * api is stopped, so nothing else holds the directory. PGlite answers the
 * bigint and double precision columns as numbers, as Row expects.
 */
async function tamperDatabase(): Promise<void> {
  const db = await PGlite.create(keptDatabaseDir(dataRoot));
  try {
    const { rows } = await db.query<Row>(
      `SELECT r.id, r.odd, r.hash, r.time_ms, c.salt
       FROM rounds r JOIN round_chains c ON c.id = r.chain_id
       WHERE r.bet_house = $1 ORDER BY r.time_ms DESC, r.id DESC LIMIT $2`,
      [DEFAULT_BET_HOUSE, READ_ROUNDS],
    );
    rounds = rows;
    const at = (index: number) => {
      const row = rows[index];
      if (row === undefined) throw new Error(`no stored round at ${String(index)}`);
      return row;
    };
    expect(new Set(rows.map((row) => row.salt)).size).toBe(1);
    const odd = at(TAMPERED_AT.odd);
    const hash = at(TAMPERED_AT.hash);
    const link = tamperings.link(at(TAMPERED_AT.link), at(TAMPERED_AT.link).salt);
    await db.query('UPDATE rounds SET odd = $2 WHERE id = $1', [odd.id, tamperings.odd(odd).odd]);
    await db.query('UPDATE rounds SET hash = $2 WHERE id = $1', [hash.id, flippedHash(hash)]);
    await db.query('UPDATE rounds SET hash = $2, odd = $3 WHERE id = $1', [
      link.id,
      link.hash,
      link.odd,
    ]);
    redIds = [odd.id, hash.id, at(TAMPERED_AT.hash + 1).id, link.id, at(TAMPERED_AT.link + 1).id];
  } finally {
    await db.close();
  }
}

function apiUrl(): string {
  if (api === undefined) throw new Error('a api do arquivo não subiu');
  return api.baseUrl;
}

/** The exported JSON of the read rounds, newest first, as a player downloads it. */
async function exportedRounds(): Promise<
  { id: number; hash: string; odd: number; salt: string }[]
> {
  const oldest = rounds.at(-1);
  const newest = rounds[0];
  if (oldest === undefined || newest === undefined) throw new Error('sem rodadas lidas');
  const query = `betHouse=${DEFAULT_BET_HOUSE}&from=${String(oldest.time_ms)}&to=${String(newest.time_ms + 1)}&format=json`;
  const response = await fetch(`${apiUrl()}/history-api/rounds/export?${query}`);
  expect(response.status).toBe(200);
  const exported = (await response.json()) as {
    id: number;
    hash: string;
    odd: number;
    salt: string;
  }[];
  return exported.reverse();
}

/** Two api starts (each may take minutes on a loaded machine) and the backfill between them. */
const TWO_STARTS_AND_A_BACKFILL_MS = 600_000;

describe('rounds tampered with in the database', () => {
  beforeAll(async () => {
    dataRoot = mkdtempSync(join(tmpdir(), 'velas-e2e-tamper-'));
    const log = join(e2eEnvironment().artifactsDir, 'api-tampered.log');
    const first = await startApi(log, dataRoot);
    await waitForBackfill(first.baseUrl);
    await first.stop();
    await tamperDatabase();
    api = await startApi(log, dataRoot);
  }, TWO_STARTS_AND_A_BACKFILL_MS);
  afterAll(async () => {
    await api?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  });

  describe.each(VIEWPORTS)('in the browser ($name)', (viewport) => {
    const session = useBrowserSession(viewport, () => ({ baseURL: apiUrl() }));

    // The screen's round grid (its latest 100 rounds) carries the marks: rounds
    // played while the api restarted push the tampered ones down, but not out of the grid.
    it('marks each of them in the round grid with its id in red, and nothing else', async () => {
      const { page } = session;
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto('/admin/history-aviator');
      for (const id of redIds)
        await page
          .locator(`[data-mismatch="${String(id)}"]`)
          .first()
          .waitFor();
      const marked = await page
        .locator('[data-mismatch]')
        .evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute('data-mismatch'))));
      expect([...new Set(marked)].sort()).toEqual([...redIds].sort());
    });

    it('has the range check report them', async () => {
      const { page } = session;
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto('/admin/history-aviator?aba=verificar');
      await page.getByLabel('A partir da rodada (opcional)').fill(String(rounds[0]?.id));
      await page.getByRole('button', { name: 'Verificar intervalo' }).click();
      const sentence = page.getByText(/rodada\(s\) verificada\(s\) em/);
      await sentence.waitFor({ timeout: 60_000 });
      // The odd's crash, the hash's link, crash and older link, the substitute's two links.
      expect(await sentence.innerText()).toContain(
        `6 divergência(s); a primeira na rodada #${String(redIds[0])} (ponto de queda). A cadeia não chegou ao código final publicado.`,
      );
    });

    it('has the offline page show them in red', async () => {
      const exported = await exportedRounds();
      const { page } = session;
      await page.goto(verifierPageUrl);
      await page.getByLabel('Código da casa (salt)').fill(exported[0]?.salt ?? '');
      await page.getByLabel(/lista de rodadas/).fill(JSON.stringify(exported));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByRole('status').filter({ hasText: 'divergente(s), em vermelho' }).waitFor();
      const red = await page.locator('#tabela tr.divergente td:first-child').allTextContents();
      expect(red).toEqual(redIds.map(String));
    });
  });

  it('has the CLI exit 1 naming them in the exported JSON', async () => {
    const exported = await exportedRounds();
    const file = join(dataRoot, 'rodadas.json');
    writeFileSync(file, JSON.stringify({ salt: exported[0]?.salt, rounds: exported }));
    const cli = spawnSync(
      process.execPath,
      [join(repoRoot, 'tooling/verify/cli.mjs'), '--rounds', file],
      {
        encoding: 'utf8',
      },
    );
    expect(cli.status).toBe(1);
    const flagged = cli.stdout
      .split('\n')
      .filter((line) => line.includes('DIVERGENTE'))
      .map((line) => Number(line.split('\t')[0]));
    expect(flagged).toEqual(redIds);
  });
});
