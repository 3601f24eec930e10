// Validators and conditional GETs of the public reads (docs/product/provably-fair-rounds.md#open-data,
// RFC 9110 §13): a client revalidates with the answer's ETag or date and gets
// a 304; an error is never a validator's answer and is never stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { useTestApp } from '#/test/use-test-app.js';
import { insertIngestedRounds } from '../rounds/rounds-repository.js';
import { CACHE_POLICIES } from './public-reads.js';

// 30 rounds on 2026-03-09, a day the test clock (2026-03-10 15:00) has closed.
const YESTERDAY = Date.parse('2026-03-09T12:00:00-03:00');
/** 2026-03-10 00:00 in São Paulo: when the 9th ended. */
const END_OF_THE_9TH = 'Tue, 10 Mar 2026 03:00:00 GMT';

describe('conditional reads of the open data', () => {
  const t = useTestApp();
  let rounds: Awaited<ReturnType<typeof storeChainedRounds>>['rounds'];
  let requests = 0;
  const get = (url: string, headers: Record<string, string> = {}) => {
    requests += 1;
    // The export allows 10 a minute per address.
    const remoteAddress = `10.1.0.${String(requests)}`;
    return t.app.inject({ method: 'GET', url: `/history-api/${url}`, headers, remoteAddress });
  };

  beforeAll(async () => {
    ({ rounds } = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 30,
      played: 30,
      firstTimeMs: YESTERDAY,
    }));
  });

  const verify = () => `rounds/${String(rounds[3]?.id)}/verify`;

  it.each([
    ['rounds/1e3/verify', 400],
    ['history-odd?date=2026-03-09&numberVelas=0&betHouse=MINES_BET', 400],
    ['rounds/999999/verify', 404],
    ['rodadas-que-nao-existem', 404],
    ['rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-08', 400],
  ])('%s: an error carries no validator and is not stored', async (url, status) => {
    const error = await get(url);
    expect(error.statusCode).toBe(status);
    expect(error.headers.etag).toBeUndefined();
    expect(error.headers['last-modified']).toBeUndefined();
    expect(error.headers['cache-control']).toBe('no-store');
    // Even a client that guesses the tag of the body gets the error again.
    const again = await get(url, { 'if-none-match': '*' });
    expect(again.statusCode).toBe(status);
  });

  it('If-None-Match: * matches any current answer', async () => {
    expect((await get(verify(), { 'if-none-match': '*' })).statusCode).toBe(304);
    const closedDay = 'history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET';
    expect((await get(closedDay, { 'if-none-match': '*' })).statusCode).toBe(304);
  });

  it('If-None-Match takes a list of tags, compared weakly', async () => {
    const { etag } = (await get(verify())).headers;
    expect(etag).toMatch(/^"/);
    const tag = String(etag);
    for (const header of [
      tag,
      `W/${tag}`,
      `"outra", ${tag}`,
      `${tag} , "outra"`,
      `"a","b",W/${tag}`,
    ])
      expect((await get(verify(), { 'if-none-match': header })).statusCode, header).toBe(304);
    for (const header of ['"outra"', '"a", "b"', tag.slice(0, -2) + '"'])
      expect((await get(verify(), { 'if-none-match': header })).statusCode, header).toBe(200);
  });

  it('a round’s proof last changed at its crash, and If-Modified-Since revalidates it', async () => {
    const round = rounds[3];
    const answer = await get(verify());
    const crash = new Date(round?.timeMs ?? 0).toUTCString();
    expect(answer.headers['last-modified']).toBe(crash);
    expect((await get(verify(), { 'if-modified-since': crash })).statusCode).toBe(304);
    const before = new Date((round?.timeMs ?? 0) - 60_000).toUTCString();
    expect((await get(verify(), { 'if-modified-since': before })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.1.3).
    const both = await get(verify(), { 'if-modified-since': crash, 'if-none-match': '"outra"' });
    expect(both.statusCode).toBe(200);
  });

  it('a closed day’s answers last changed when the day ended; today’s have no date', async () => {
    const day = (date: string) => `candles-by-hour?date=${date}&odd=10&betHouse=MINES_BET`;
    const closed = await get(day('2026-03-09'));
    expect(closed.headers['last-modified']).toBe(END_OF_THE_9TH);
    expect((await get(day('2026-03-09'), { 'if-modified-since': END_OF_THE_9TH })).statusCode).toBe(
      304,
    );
    const proofs = await get('rounds/proofs?date=2026-03-09&numberVelas=10&betHouse=MINES_BET');
    expect(proofs.headers['last-modified']).toBe(END_OF_THE_9TH);
    expect((await get(day('2026-03-10'))).headers['last-modified']).toBeUndefined();
  });

  it('a range page from a named round holds, dated by that round', async () => {
    const start = rounds[20];
    const page = await get(`rounds/range?betHouse=MINES_BET&startId=${String(start?.id)}`);
    expect(page.headers['last-modified']).toBe(new Date(start?.timeMs ?? 0).toUTCString());
    const latest = await get('rounds/range?betHouse=MINES_BET');
    expect(latest.headers['last-modified']).toBeUndefined();
  });

  it('a closed span’s streamed export has a validator that a new round in it changes', async () => {
    const url = 'rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-09&format=csv';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBe(END_OF_THE_9TH);
    const etag = String(first.headers.etag);
    const revalidated = await get(url, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Validators and caching stay; nothing describes a body that is not sent.
    expect(revalidated.headers).toMatchObject({ etag, 'cache-control': CACHE_POLICIES.closed });
    for (const field of [
      'content-length',
      'content-type',
      'content-encoding',
      'content-disposition',
    ])
      expect(revalidated.headers[field], field).toBeUndefined();
    expect((await get(url, { 'if-modified-since': END_OF_THE_9TH })).statusCode).toBe(304);
    // The JSON export of the same span is another representation.
    const json = await get(url.replace('csv', 'json'));
    expect(json.headers.etag).not.toBe(etag);
    // Today's span is still being played: no validator.
    const today = await get('rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-10');
    expect(today.headers.etag).toBeUndefined();
    expect(today.headers['last-modified']).toBeUndefined();

    // A feed round arriving late into the closed day changes the export's tag.
    await insertIngestedRounds(t.db, 'feed', [
      { id: 1, betHouse: 'MINES_BET', odd: 2, time: YESTERDAY + 3_600_000 },
    ]);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
