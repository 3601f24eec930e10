import { http, HttpResponse } from 'msw/http';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '#/core/store.ts';
import { historyApi } from '#/services/historyApi.ts';
import { API } from '#/test/handlers.ts';
import { server } from '#/test/server.ts';
import { testCandle } from '#/test/testCandles.ts';
import { parseRoundEvent, roundArrived } from './liveRounds.ts';

describe('live rounds', () => {
  it('slide a new round into the cached history, newest first, keeping the window size', async () => {
    const older = [testCandle(3, 1.3), testCandle(2, 4), testCandle(1, 12)];
    server.use(http.get(`${API}/history-api/history-odd`, () => HttpResponse.json(older)));
    const store = makeStore();
    const args = { date: older[0]?.date ?? '', numberVelas: 3, betHouse: 'MINES_BET' as const };
    await store.dispatch(historyApi.endpoints.historyOdd.initiate(args));

    const fresh = await parseRoundEvent(JSON.stringify(testCandle(4, 2.22)));
    if (!fresh) throw new Error('round event not parsed');
    store.dispatch(roundArrived(fresh));
    store.dispatch(roundArrived(fresh));

    // Served from the cache the round was written into (no new request: same args, still fresh).
    const { data } = await store.dispatch(historyApi.endpoints.historyOdd.initiate(args));
    expect(data?.map((candle) => candle.id)).toEqual([4, 3, 2]);
  });

  it('refetch a pink list, whose window a round moves on even when it is not pink', async () => {
    // The window of 3 was [3, 2, 1]; round 4 arrives and round 1, the pink one, leaves it.
    let pinks = [testCandle(1, 12)];
    server.use(http.get(`${API}/history-api/history-filter-odd`, () => HttpResponse.json(pinks)));
    const store = makeStore();
    const args = {
      date: pinks[0]?.date ?? '',
      numberVelas: 3,
      betHouse: 'MINES_BET' as const,
      filter: 10,
    };
    const subscription = store.dispatch(historyApi.endpoints.historyFilterOdd.initiate(args));
    await subscription;
    pinks = [];
    store.dispatch(roundArrived(testCandle(4, 2.22)));
    await vi.waitFor(async () => {
      const read = store.dispatch(historyApi.endpoints.historyFilterOdd.initiate(args));
      expect((await read).data).toEqual([]);
      read.unsubscribe();
    });
    subscription.unsubscribe();
  });

  it("refetch the analyses of the round's day, and only of that day", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/history-api/analysis-odd`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date') ?? '');
        return HttpResponse.json([]);
      }),
    );
    const store = makeStore();
    const today = testCandle(5, 3.1);
    const days = [today.date, '2026-01-01'];
    for (const date of days) {
      void store.dispatch(
        historyApi.endpoints.analysisOdd.initiate({ date, betHouse: 'MINES_BET', odd: 10 }),
      );
    }
    await vi.waitFor(() => {
      expect(asked).toHaveLength(2);
    });

    store.dispatch(roundArrived(today));
    await vi.waitFor(() => {
      expect(asked).toHaveLength(3);
    });
    expect(asked[2]).toBe(today.date);
    // Invalidation refetches every stale query at once: the other day would have gone with it.
    expect(asked.filter((date) => date !== today.date)).toEqual(['2026-01-01']);
  });

  it('ignore a malformed event', async () => {
    expect(await parseRoundEvent('{"odd":"alto"}')).toBeNull();
  });
});
