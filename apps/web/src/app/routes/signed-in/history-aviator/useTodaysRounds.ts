import { CANDLE_COUNTS, DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import type { Candle } from '@velas/domain/schemas/history';
import { useMemo } from 'react';
import { useHistoryOddQuery } from '#/services/historyApi.ts';

/** The most rounds of a day the history service returns in one call. */
const DAY_ROUNDS = Math.max(...CANDLE_COUNTS);

const newestFirst = (rounds: readonly Candle[] | undefined) =>
  [...(rounds ?? [])].sort((a, b) => b.time - a.time);

export function useTodaysRounds(date: string, count: number) {
  const history = useHistoryOddQuery({ date, numberVelas: count, betHouse: DEFAULT_BET_HOUSE });
  const candles = useMemo(() => newestFirst(history.data), [history.data]);
  const odds = useMemo(() => candles.map((candle) => candle.odd), [candles]);
  const windowLoaded = !history.isLoading;
  const day = useHistoryOddQuery(
    { date, numberVelas: DAY_ROUNDS, betHouse: DEFAULT_BET_HOUSE },
    { skip: !windowLoaded },
  );
  const dayRounds = useMemo(() => newestFirst(day.data), [day.data]);
  const dayOdds = useMemo(() => dayRounds.map((round) => round.odd), [dayRounds]);
  const dayTimes = useMemo(() => dayRounds.map((round) => round.time), [dayRounds]);
  return {
    /** The window's rounds. */
    candles,
    odds,
    /** The window is being asked for (again, when its size changed). */
    fetching: history.isFetching,
    windowLoaded,
    dayRounds,
    /** The call answered all it was asked for: the day began before `dayRounds`. */
    dayCut: dayRounds.length >= DAY_ROUNDS,
    dayOdds,
    dayTimes,
  };
}

export type TodaysRounds = ReturnType<typeof useTodaysRounds>;
