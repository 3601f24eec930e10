import { exportedRoundSchema } from '@velas/domain/schemas/history';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { useTestApp } from '#/test/use-test-app.js';
import { insertIngestedRounds } from '../rounds/rounds-repository.js';

// 30 chained rounds from 23:55 on 2026-03-09 in São Paulo (the export's day
// boundary falls among them), and one feed round without hash or salt.
const FIRST = Date.parse('2026-03-09T23:55:00-03:00');
// Feed rounds of another day, as many as two of the export's queries hold
// (1000 each): the third query comes back empty.
const PAGED_FIRST = Date.parse('2026-05-01T12:00:00-03:00');
const PAGED_ROUNDS = 2000;

describe('GET /history-api/rounds/export', () => {
  const t = useTestApp();
  let stored: Awaited<ReturnType<typeof storeChainedRounds>>;
  /** The store's id of the feed round (the feed calls it 9000). */
  let feedRoundId: number;
  /** The store's ids of the paged rounds, in order of play (they were stored in that order). */
  let pagedIds: number[];
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/history-api/rounds/export?betHouse=MINES_BET&${query}` });

  beforeAll(async () => {
    stored = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 30,
      played: 30,
      firstTimeMs: FIRST,
    });
    // The store gives a feed round its own id (the feed's 9000 is kept apart).
    const { stored: feedRounds } = await insertIngestedRounds(t.db, 'feed', [
      { id: 9000, betHouse: 'MINES_BET', odd: 2.5, time: FIRST + 30 * 20_000 },
    ]);
    feedRoundId = feedRounds[0]?.id ?? 0;
    const paged = await insertIngestedRounds(
      t.db,
      'feed',
      Array.from({ length: PAGED_ROUNDS }, (_, i) => ({
        id: 10_000 + i,
        betHouse: 'MINES_BET',
        odd: 1 + (i % 100) / 100,
        time: PAGED_FIRST + i * 20_000,
      })),
    );
    pagedIds = paged.stored.map((round) => round.id).sort((a, b) => a - b);
  });

  it('streams a São Paulo day as CSV, in order of play, as an attachment', async () => {
    const response = await get('from=2026-03-10&to=2026-03-10&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="rodadas-MINES_BET-2026-03-10-2026-03-10.csv"',
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('id,timeSaoPaulo,timeUtc,odd,hash,salt');
    // 23:55:00 .. 23:59:40 are the 9th; the 10th starts with the 16th round.
    const today = stored.rounds.slice(15);
    expect(lines.length).toBe(1 + today.length + 1);
    const first = today[0];
    expect(lines[1]).toBe(
      `${first?.id},2026-03-10T00:00:00.000-03:00,2026-03-10T03:00:00.000Z,${first?.odd},${first?.hash},${stored.chain.salt}`,
    );
    expect(lines.at(-1)).toBe(
      `${feedRoundId},2026-03-10T00:05:00.000-03:00,2026-03-10T03:05:00.000Z,2.5,,`,
    );
  });

  it('streams epoch-millisecond spans as a JSON array of exported rounds', async () => {
    const from = stored.rounds[3]?.timeMs ?? 0;
    const to = stored.rounds[7]?.timeMs ?? 0;
    const response = await get(`from=${from}&to=${to}&format=json`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = exportedRoundSchema.array().parse(response.json());
    expect(rows.map((row) => row.id)).toEqual(stored.rounds.slice(3, 7).map((round) => round.id));
    expect(rows[0]).toEqual({
      id: stored.rounds[3]?.id,
      timeSaoPaulo: '2026-03-09T23:56:00.000-03:00',
      timeUtc: '2026-03-10T02:56:00.000Z',
      odd: stored.rounds[3]?.odd,
      hash: stored.rounds[3]?.hash,
      salt: stored.chain.salt,
    });
  });

  it('pages through more rounds than one query holds, every round once, in order', async () => {
    const ids = pagedIds;
    expect(ids).toHaveLength(PAGED_ROUNDS);
    const json = exportedRoundSchema
      .array()
      .parse((await get('from=2026-05-01&to=2026-05-01&format=json')).json());
    expect(json.map((row) => row.id)).toEqual(ids);
    const csv = (await get('from=2026-05-01&to=2026-05-01&format=csv')).body.trimEnd().split('\n');
    expect(csv.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(ids);
  });

  it('answers an empty span with an empty list, and a reversed one with 400', async () => {
    expect((await get('from=2026-01-01&to=2026-01-01&format=json')).json()).toEqual([]);
    expect((await get('from=2026-01-01&to=2026-01-01')).body).toBe(
      'id,timeSaoPaulo,timeUtc,odd,hash,salt\n',
    );
    expect((await get('from=2026-03-10&to=2026-03-09')).statusCode).toBe(400);
    expect((await get('from=2026-03-10&to=2026-03-10&format=xml')).statusCode).toBe(400);
  });
});
