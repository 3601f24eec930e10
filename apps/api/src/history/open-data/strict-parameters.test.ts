// Every parameter of the public history calls is read one way only
// (docs/product/provably-fair-rounds.md#open-data): integers are digits, an empty value is refused
// like a wrong one, and each refusal names the field and what it accepts,
// once.
import { historyMessages } from '@velas/domain/messages/history';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { useTestApp } from '#/test/use-test-app.js';

const FIRST = Date.parse('2026-03-09T12:00:00-03:00');
/** Spellings Number() reads as an integer, none of them digits only. */
const NOT_DIGITS = ['1e1', '0x10', '+5', '%205', '5%20', '5.0', '05', '-5', ''];

describe('strict parameters of the public history calls', () => {
  const t = useTestApp();
  let roundId = 0;
  // Each request from its own address: the export allows 10 a minute per address.
  let requests = 0;
  const get = (url: string) => {
    requests += 1;
    const remoteAddress = `10.0.${String(requests >> 8)}.${String(requests & 255)}`;
    return t.app.inject({ method: 'GET', url: `/history-api/${url}`, remoteAddress });
  };
  const refused = async (url: string, field: string, message: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(400);
    expect(response.json(), url).toEqual({
      code: 'invalid',
      message,
      errors: { [field]: [message] },
    });
    expect(message.startsWith(`${field} deve`)).toBe(true);
  };

  beforeAll(async () => {
    const stored = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 20,
      played: 20,
      firstTimeMs: FIRST,
    });
    roundId = stored.rounds[10]?.id ?? 0;
  });

  it.each(NOT_DIGITS)('an integer is digits only: %j is refused everywhere', async (value) => {
    const day = 'date=2026-03-09&betHouse=MINES_BET';
    await refused(
      `history-odd?${day}&numberVelas=${value}`,
      'numberVelas',
      historyMessages.queryNumberVelas,
    );
    await refused(
      `history-filter-odd?${day}&numberVelas=10&filter=${value === '' ? '' : value.replace('5', '10')}`,
      'filter',
      historyMessages.queryFilter,
    );
    await refused(
      `analysis-odd?${day}&odd=${value.replace('5', '10')}`,
      'odd',
      historyMessages.queryAnalysisOdd,
    );
    await refused(
      `rounds/range?betHouse=MINES_BET&startId=${value}`,
      'startId',
      historyMessages.queryStartId,
    );
    await refused(
      `rounds/range?betHouse=MINES_BET&limit=${value}`,
      'limit',
      historyMessages.queryRangeLimit,
    );
    await refused(
      `rounds/export?betHouse=MINES_BET&from=${value}&to=2026-03-09`,
      'from',
      historyMessages.querySpanFrom,
    );
    await refused(
      `rounds/export?betHouse=MINES_BET&from=2026-03-09&to=${value}`,
      'to',
      historyMessages.querySpanTo,
    );
    await refused(
      `rounds/range?betHouse=MINES_BET&from=${value}`,
      'from',
      historyMessages.querySpanFrom,
    );
  });

  it.each(['1e3', '0x10', '+5', '05', '5.0'])(
    'rounds/%s/verify is a 400, not another id',
    async (id) => {
      await refused(`rounds/${encodeURIComponent(id)}/verify`, 'id', historyMessages.queryRoundId);
    },
  );

  it('reads the digits it accepts, 0 included where it is allowed', async () => {
    const candles = await get('history-odd?date=2026-03-09&betHouse=MINES_BET&numberVelas=5');
    expect(candles.json()).toHaveLength(5);
    expect((await get(`rounds/${String(roundId)}/verify`)).json()).toMatchObject({ id: roundId });
    const range = await get(
      `rounds/range?betHouse=MINES_BET&from=0&limit=3&startId=${String(roundId)}`,
    );
    expect(range.json()).toMatchObject({ count: 3, start: { id: roundId } });
    const span = `from=${String(FIRST)}&to=${String(FIRST + 20_000 * 5)}`;
    const rows = (await get(`rounds/export?betHouse=MINES_BET&${span}&format=json`)).json<
      unknown[]
    >();
    expect(rows).toHaveLength(5);
  });

  it.each([
    ['rounds/export?betHouse=MINES_BET&from=&to=2026-03-09', 'from', historyMessages.querySpanFrom],
    ['rounds/export?betHouse=MINES_BET&from=2026-03-09&to=', 'to', historyMessages.querySpanTo],
    ['rounds/range?betHouse=MINES_BET&to=', 'to', historyMessages.querySpanTo],
    // A day the calendar does not have, or a word: still the span's own message.
    [
      'rounds/export?betHouse=MINES_BET&from=2026-13-01&to=2026-03-09',
      'from',
      historyMessages.querySpanFrom,
    ],
    [
      'rounds/export?betHouse=MINES_BET&from=abc&to=2026-03-09',
      'from',
      historyMessages.querySpanFrom,
    ],
    ['rounds/range?betHouse=MINES_BET&to=ontem', 'to', historyMessages.querySpanTo],
    ['history-odd?date=abc&numberVelas=10&betHouse=MINES_BET', 'date', historyMessages.queryDate],
    ['history-odd?date=&numberVelas=10&betHouse=MINES_BET', 'date', historyMessages.queryDate],
    [
      'rounds/export?betHouse=MINES_BET&from=2026-03-09&to=2026-03-09&format=',
      'format',
      historyMessages.queryExportFormat,
    ],
    [
      'rounds/export?betHouse=&from=2026-03-09&to=2026-03-09',
      'betHouse',
      historyMessages.queryBetHouse,
    ],
  ])('%s: one message naming %s', refused);

  it('says each message once, for every field that failed', async () => {
    const response = await get('history-odd?date=abc&numberVelas=1e1&betHouse=');
    expect(response.json()).toEqual({
      code: 'invalid',
      message: historyMessages.queryDate,
      errors: {
        date: [historyMessages.queryDate],
        numberVelas: [historyMessages.queryNumberVelas],
        betHouse: [historyMessages.queryBetHouse],
      },
    });
  });
});
