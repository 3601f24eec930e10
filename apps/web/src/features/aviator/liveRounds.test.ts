import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { API } from '../../test/handlers';
import { server } from '../../test/server';
import { historyApi } from './historyApi';
import { parseRoundEvent, roundArrived } from './liveRounds';
import { testCandle } from './testCandles';

describe('live rounds', () => {
  it('slide a new round into the cached history, newest first, keeping the window size', async () => {
    const older = [testCandle(3, 1.3), testCandle(2, 4), testCandle(1, 12)];
    server.use(http.get(`${API}/history-api/history-odd`, () => HttpResponse.json(older)));
    const store = makeStore();
    const args = { date: older[0]?.date ?? '', numberVelas: 3, betHouse: 'MINES_BET' as const };
    await store.dispatch(historyApi.endpoints.historyOdd.initiate(args));

    const fresh = parseRoundEvent(JSON.stringify(testCandle(4, 2.22)));
    if (!fresh) throw new Error('round event not parsed');
    store.dispatch(roundArrived(fresh));
    store.dispatch(roundArrived(fresh));

    const cached = historyApi.endpoints.historyOdd.select(args)(store.getState()).data;
    expect(cached?.map((candle) => candle.id)).toEqual([4, 3, 2]);
  });

  it('ignore a malformed event', () => {
    expect(parseRoundEvent('{"odd":"alto"}')).toBeNull();
  });
});
