import { historyMessages } from '@velas/domain/messages/history';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

// Hand-made rounds around midnight in São Paulo (UTC-3 in 2026, no daylight
// saving). The test clock stands at 2026-03-10 15:00:00 there.
const spTime = (date: string, clock: string) => Date.parse(`${date}T${clock}-03:00`);
const fixture = [
  { id: 1, odd: 12.5, time: spTime('2026-03-09', '23:58:00') },
  { id: 2, odd: 1, time: spTime('2026-03-09', '23:59:30') },
  { id: 3, odd: 35.2, time: spTime('2026-03-10', '00:00:10') },
  { id: 4, odd: 1.5, time: spTime('2026-03-10', '00:00:50') },
  { id: 5, odd: 2.04, time: spTime('2026-03-10', '00:01:40') },
  { id: 6, odd: 104.99, time: spTime('2026-03-10', '00:03:05') },
  { id: 7, odd: 10, time: spTime('2026-03-10', '01:15:00') },
  { id: 8, odd: 3.3, time: spTime('2026-03-10', '01:20:00') },
  { id: 9, odd: 31, time: spTime('2026-03-10', '14:59:59') },
].map((round) => ({ ...round, betHouse: 'MINES_BET' }));

const ids = (body: { id: number }[]) => body.map((candle) => candle.id);

describe('history query routes', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/history-api/${url}` });

  beforeAll(async () => {
    // Stored under the fixture's ids, so the answers can name them.
    await t.db.query(
      `INSERT INTO rounds (id, bet_house, odd, time_ms)
       SELECT * FROM unnest($1::int8[], $2::text[], $3::float8[], $4::int8[])`,
      [
        fixture.map((round) => round.id),
        fixture.map((round) => round.betHouse),
        fixture.map((round) => round.odd),
        fixture.map((round) => round.time),
      ],
    );
    await t.db.query(`SELECT setval('rounds_id_seq', 9)`);
  });

  describe('history-odd', () => {
    it('answers the latest rounds of today, newest first, as Candles', async () => {
      const response = await get('history-odd?date=2026-03-10&numberVelas=5&betHouse=MINES_BET');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ id: number }[]>();
      expect(ids(body)).toEqual([9, 8, 7, 6, 5]);
      expect(body[0]).toEqual({
        id: 9,
        odd: 31,
        time: Date.UTC(2026, 2, 10, 17, 59, 59),
        hour: '14:59:59',
        date: '2026-03-10',
        formattedDate: '10/03/2026 14:59:59',
        betHouse: 'MINES_BET',
      });
    });

    it('reaches back into yesterday when today has fewer rounds than asked, each candle with its own date', async () => {
      const response = await get('history-odd?date=2026-03-10&numberVelas=1000&betHouse=MINES_BET');
      const body = response.json<{ id: number; date: string; hour: string }[]>();
      expect(ids(body)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
      expect(body.at(-2)).toMatchObject({ id: 2, date: '2026-03-09', hour: '23:59:30' });
      expect(body.at(-3)).toMatchObject({ id: 3, date: '2026-03-10', hour: '00:00:10' });
    });

    it('answers a past day as it stood at its midnight, and a future day with nothing', async () => {
      expect(
        ids((await get('history-odd?date=2026-03-09&numberVelas=10&betHouse=MINES_BET')).json()),
      ).toEqual([2, 1]);
      expect(
        (await get('history-odd?date=2026-03-11&numberVelas=10&betHouse=MINES_BET')).json(),
      ).toEqual([]);
    });

    it('accepts the spec client User header', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/history-api/history-odd?date=2026-03-10&numberVelas=1&betHouse=MINES_BET',
        headers: { user: 'demo@example.com' },
      });
      expect(ids(response.json())).toEqual([9]);
    });
  });

  it('history-filter-odd keeps the pink candles (>= 10) reaching the filter, from the window', async () => {
    expect(
      ids(
        (
          await get(
            'history-filter-odd?date=2026-03-10&numberVelas=1000&betHouse=MINES_BET&filter=30',
          )
        ).json(),
      ),
    ).toEqual([9, 6, 3]);
    expect(
      ids(
        (
          await get(
            'history-filter-odd?date=2026-03-10&numberVelas=1000&betHouse=MINES_BET&filter=10',
          )
        ).json(),
      ),
    ).toEqual([9, 7, 6, 3, 1]);
    expect(
      ids(
        (
          await get('history-filter-odd?date=2026-03-10&numberVelas=5&betHouse=MINES_BET&filter=20')
        ).json(),
      ),
    ).toEqual([9, 6]);
  });

  it('candles-by-hour counts rounds at or above the odd per São Paulo hour of the day', async () => {
    const counts = async (date: string, odd: number) => {
      const response = await get(`candles-by-hour?date=${date}&odd=${odd}&betHouse=MINES_BET`);
      expect(response.statusCode).toBe(200);
      const { oddsByHour } = response.json<{ oddsByHour: { hour: number; count: number }[] }>();
      expect(oddsByHour.map((entry) => entry.hour)).toEqual(
        Array.from({ length: 24 }, (_, hour) => hour),
      );
      return Object.fromEntries(
        oddsByHour.filter((entry) => entry.count > 0).map((entry) => [entry.hour, entry.count]),
      );
    };
    expect(await counts('2026-03-10', 10)).toEqual({ 0: 2, 1: 1, 14: 1 });
    expect(await counts('2026-03-10', 30)).toEqual({ 0: 2, 14: 1 });
    expect(await counts('2026-03-10', 100)).toEqual({ 0: 1 });
    expect(await counts('2026-03-09', 10)).toEqual({ 23: 1 });
  });

  it('analysis-odd lists each round at or above the odd with the rounds and time since the previous one', async () => {
    const response = await get('analysis-odd?date=2026-03-10&betHouse=MINES_BET&odd=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { position: 1, intervalTime: '00:00:10', odd: 35.2, minutes: 0 },
      { position: 3, intervalTime: '00:02:55', odd: 104.99, minutes: 2 },
      { position: 1, intervalTime: '01:11:55', odd: 10, minutes: 71 },
      { position: 2, intervalTime: '13:44:59', odd: 31, minutes: 824 },
    ]);
    expect((await get('analysis-odd?date=2026-03-10&betHouse=MINES_BET&odd=100')).json()).toEqual([
      { position: 4, intervalTime: '00:03:05', odd: 104.99, minutes: 3 },
    ]);
  });

  it('analysis-position-odd groups those rows by position', async () => {
    const response = await get('analysis-position-odd?date=2026-03-10&betHouse=MINES_BET&odd=10');
    expect(response.json()).toEqual([
      { posicao: 1, quantidade: 2, porcentagem: 50 },
      { posicao: 2, quantidade: 1, porcentagem: 25 },
      { posicao: 3, quantidade: 1, porcentagem: 25 },
    ]);
  });

  it('serves a new round at once: the cached answer is dropped when a round is stored', async () => {
    const url = 'history-odd?date=2026-03-10&numberVelas=2&betHouse=MINES_BET';
    expect(ids((await get(url)).json())).toEqual([9, 8]);
    t.clock.advance(30_000);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/history-api/rounds',
      headers: { 'x-api-key': 'test-ingest-key-0123456789' },
      payload: {
        rounds: [
          { id: 10, betHouse: 'MINES_BET', odd: 2.5, time: spTime('2026-03-10', '15:00:20') },
        ],
      },
    });
    expect(stored.statusCode).toBe(201);
    // The invalidation arrives through LISTEN/NOTIFY, asynchronously on PostgreSQL.
    await vi.waitFor(async () => {
      expect(ids((await get(url)).json())).toEqual([10, 9]);
    });
  });

  describe('bad parameters answer 400 with a pt-BR message', () => {
    it.each([
      ['history-odd?numberVelas=10&betHouse=MINES_BET', 'date', historyMessages.queryDate],
      [
        'history-odd?date=2026-02-30&numberVelas=10&betHouse=MINES_BET',
        'date',
        historyMessages.queryDate,
      ],
      [
        'history-odd?date=2026-03-10&numberVelas=0&betHouse=MINES_BET',
        'numberVelas',
        historyMessages.queryNumberVelas,
      ],
      [
        'history-odd?date=2026-03-10&numberVelas=1001&betHouse=MINES_BET',
        'numberVelas',
        historyMessages.queryNumberVelas,
      ],
      [
        'history-odd?date=2026-03-10&numberVelas=dez&betHouse=MINES_BET',
        'numberVelas',
        historyMessages.queryNumberVelas,
      ],
      [
        'history-odd?date=2026-03-10&numberVelas=10&betHouse=OUTRA',
        'betHouse',
        historyMessages.queryBetHouse,
      ],
      // Outside the days the service answers for: a 400 naming the field, never an overflow.
      [
        'history-odd?date=0001-01-01&numberVelas=10&betHouse=MINES_BET',
        'date',
        historyMessages.queryDate,
      ],
      ['analysis-odd?date=3000-01-01&odd=10&betHouse=MINES_BET', 'date', historyMessages.queryDate],
      // A missing odd names the field and the values, not "NaN".
      ['candles-by-hour?date=2026-03-10&betHouse=MINES_BET', 'odd', historyMessages.queryHourlyOdd],
      [
        'history-filter-odd?date=2026-03-10&numberVelas=10&betHouse=MINES_BET',
        'filter',
        'filter deve ser 10, 20, 30, 50, 100 ou 500.',
      ],
      [
        'history-filter-odd?date=2026-03-10&numberVelas=10&betHouse=MINES_BET&filter=11',
        'filter',
        'filter deve ser 10, 20, 30, 50, 100 ou 500.',
      ],
      [
        'candles-by-hour?date=2026-03-10&odd=20&betHouse=MINES_BET',
        'odd',
        'odd deve ser 10, 30 ou 100.',
      ],
      [
        'analysis-odd?date=2026-03-10&betHouse=MINES_BET&odd=0.5',
        'odd',
        'odd deve ser 10, 50, 100, 200, 500 ou 1000.',
      ],
      [
        // Any float used to be a new cache entry.
        'analysis-odd?date=2026-03-10&betHouse=MINES_BET&odd=10.000001',
        'odd',
        'odd deve ser 10, 50, 100, 200, 500 ou 1000.',
      ],
      [
        'analysis-position-odd?date=2026-03-10&betHouse=MINES_BET&odd=muito',
        'odd',
        'odd deve ser 10, 50, 100, 200, 500 ou 1000.',
      ],
    ])('%s', async (url, field, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid',
        message,
        errors: { [field]: [message] },
      });
      expect(message).toContain(field);
    });
  });
});
