import { historyMessages } from '@velas/domain/messages/history';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { useTestApp } from '#/test/use-test-app.js';
import { insertIngestedRounds } from '../rounds/rounds-repository.js';

// 30 rounds of a 40-round chain, the last one 10 minutes before the test clock
// (2026-03-10 15:00 in São Paulo), then one feed round with a hash and no salt.
const FIRST = Date.parse('2026-03-10T14:40:20-03:00');

describe('round proofs and ranges', () => {
  const t = useTestApp();
  let stored: Awaited<ReturnType<typeof storeChainedRounds>>;
  /** The store's id of the feed round (the feed calls it 9000). */
  let feedRoundId: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/history-api/${url}` });

  beforeAll(async () => {
    stored = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 40,
      played: 30,
      firstTimeMs: FIRST,
    });
    // The store gives a feed round its own id (the feed's 9000 is kept apart).
    const { stored: feedRounds } = await insertIngestedRounds(t.db, 'feed', [
      { id: 9000, betHouse: 'MINES_BET', odd: 2, time: FIRST + 30 * 20_000, hash: 'ab'.repeat(32) },
    ]);
    feedRoundId = feedRounds[0]?.id ?? 0;
  });

  it('proofs: the hashes of the history-odd window, newest first, each salt once', async () => {
    const response = await get('rounds/proofs?date=2026-03-10&numberVelas=5&betHouse=MINES_BET');
    expect(response.statusCode).toBe(200);
    const newest = stored.rounds.slice(-4).reverse();
    expect(response.json()).toEqual({
      salts: [stored.chain.salt],
      rounds: [
        { id: feedRoundId, hash: 'ab'.repeat(32), salt: null },
        ...newest.map((round) => ({ id: round.id, hash: round.hash, salt: 0 })),
      ],
    });
  });

  it('proofs: the same window as history-odd', async () => {
    const query = 'date=2026-03-10&numberVelas=12&betHouse=MINES_BET';
    const candles = (await get(`history-odd?${query}`)).json<{ id: number }[]>();
    const proofs = (await get(`rounds/proofs?${query}`)).json<{ rounds: { id: number }[] }>();
    expect(proofs.rounds.map((round) => round.id)).toEqual(candles.map((candle) => candle.id));
  });

  it('range from a round: its chain back to the first round, packed, with the terminating hash', async () => {
    const start = stored.rounds[19];
    const response = await get(`rounds/range?betHouse=MINES_BET&startId=${start?.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      count: number;
      ids: number[];
      odds: number[];
      hashes: string;
      terminatingHash: string;
      salt: string;
      start: { id: number; hash: string };
    }>();
    const expected = stored.rounds.slice(0, 20).reverse();
    expect(body.start).toMatchObject({ id: start?.id, hash: start?.hash });
    expect(body.count).toBe(20);
    expect(body.ids).toEqual(expected.map((round) => round.id));
    expect(body.odds).toEqual(expected.map((round) => round.odd));
    expect(Buffer.from(body.hashes, 'base64').toString('hex')).toBe(
      expected.map((round) => round.hash).join(''),
    );
    expect(body).toMatchObject({
      terminatingHash: stored.chain.terminatingHash,
      salt: stored.chain.salt,
    });
  });

  it('range of a span: the newest chained round up to `to`, the stored rounds back to `from`', async () => {
    const from = stored.rounds[10]?.timeMs ?? 0;
    const to = (stored.rounds[25]?.timeMs ?? 0) + 1;
    const body = (await get(`rounds/range?betHouse=MINES_BET&from=${from}&to=${to}`)).json<{
      count: number;
      steps: number;
      ids: number[];
      nextStartId: number | null;
    }>();
    // 26 steps from the 26th round back to the terminating hash; 16 of them in the span.
    expect(body.steps).toBe(26);
    expect(body.count).toBe(16);
    expect(body.nextStartId).toBeNull();
    expect(body.ids).toEqual(
      stored.rounds
        .slice(10, 26)
        .reverse()
        .map((round) => round.id),
    );
  });

  it('range pages with limit and nextStartId, each page counting what it holds', async () => {
    const seen: number[] = [];
    let startId: number | null = stored.rounds[29]?.id ?? 0;
    let pages = 0;
    while (startId !== null) {
      const response = await get(`rounds/range?betHouse=MINES_BET&startId=${startId}&limit=12`);
      const page = response.json<{ count: number; ids: number[]; nextStartId: number | null }>();
      expect(page.count).toBe(page.ids.length);
      // A page from a named round never changes.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      seen.push(...page.ids);
      startId = page.nextStartId;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(stored.rounds.map((round) => round.id).reverse());
    expect((await get('rounds/range?betHouse=MINES_BET&limit=100001')).json()).toEqual({
      code: 'invalid',
      message: historyMessages.queryRangeLimit,
      errors: { limit: [historyMessages.queryRangeLimit] },
    });
  });

  it('range: the same span rules as the export, and a reversed or empty span is a 400 naming `to`', async () => {
    const t0 = stored.rounds[12]?.timeMs ?? 0;
    for (const span of [
      `from=${t0}&to=${t0}`,
      `from=${t0 + 1}&to=${t0}`,
      'from=2026-03-10&to=2026-03-09',
    ]) {
      const response = await get(`rounds/range?betHouse=MINES_BET&${span}`);
      expect(response.statusCode, span).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid',
        message: historyMessages.querySpanOrder,
        errors: { to: [historyMessages.querySpanOrder] },
      });
    }
    // `to` excluded: a span ending at a round's instant leaves that round out.
    const body = (await get(`rounds/range?betHouse=MINES_BET&from=${t0}&to=${t0 + 1}`)).json<{
      ids: number[];
    }>();
    expect(body.ids).toEqual([stored.rounds[12]?.id]);
    const missing = await get('rounds/export?betHouse=MINES_BET&to=2026-03-10');
    expect(missing.json()).toEqual({
      code: 'invalid',
      message: historyMessages.querySpanFrom,
      errors: { from: [historyMessages.querySpanFrom] },
    });
  });

  it('verify: only digits are an id; the answer is cacheable forever, with an ETag', async () => {
    for (const id of ['1e3', '0x10', '01', '-1', '1.0']) {
      const response = await get(`rounds/${id}/verify`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid',
        message: historyMessages.queryRoundId,
        errors: { id: [historyMessages.queryRoundId] },
      });
    }
    const round = stored.rounds[5];
    const response = await get(`rounds/${String(round?.id)}/verify`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/history-api/rounds/${String(round?.id)}/verify`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('range: 404 where nothing is chained, 400 for a bad bound', async () => {
    expect((await get('rounds/range?betHouse=MINES_BET&to=2026-03-01')).statusCode).toBe(404);
    expect((await get(`rounds/range?betHouse=MINES_BET&startId=${feedRoundId}`)).statusCode).toBe(
      404,
    );
    expect((await get('rounds/range?betHouse=MINES_BET&from=ontem')).statusCode).toBe(400);
  });
});
