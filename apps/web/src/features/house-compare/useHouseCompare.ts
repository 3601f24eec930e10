import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { BET_HOUSES, type BetHouse } from '@velas/domain/constants';
import { useMemo, useState } from 'react';
import { useNow } from '#/lib/useNow.ts';
import { useHistoryOddQuery } from '#/services/historyApi.ts';
import { useHouseName } from '#/services/houseNames.ts';
import { useBetHousesQuery } from './api/houseCompareApi.ts';
import { compareHouses } from './compareHouses.ts';
import { clockWords, hourRows, roundsOfDay } from './compareWords.ts';
import { hourCounts, sharedWindow } from './sharedWindow.ts';

/** The largest history the service answers: the sample each house is judged on. */
export const SAMPLE_ROUNDS = 1000;
export const HOURLY_TARGET = 10;

function useHouse(betHouse: BetHouse, date: string) {
  const history = useHistoryOddQuery({ date, numberVelas: SAMPLE_ROUNDS, betHouse });
  const rounds = useMemo(
    () => roundsOfDay(history.data ?? [], date).sort((x, y) => y.time - x.time),
    [history.data, date],
  );
  return { rounds, loading: history.isFetching };
}

const oddsOf = (rounds: readonly { odd: number }[]) => rounds.map((round) => round.odd);

export function useHouseCompare(date: string) {
  const { data: houses } = useBetHousesQuery(undefined);
  const nameHouse = useHouseName();
  const choices = houses?.map((house) => house.id) ?? BET_HOUSES;
  const [houseA, setHouseA] = useState<BetHouse>(BET_HOUSES[0]);
  const [houseB, setHouseB] = useState<BetHouse>(BET_HOUSES[1]);
  const pickers = [
    { label: 'Casa A', house: houseA, choose: setHouseA },
    { label: 'Casa B', house: houseB, choose: setHouseB },
  ];
  const houseARounds = useHouse(houseA, date);
  const houseBRounds = useHouse(houseB, date);
  const shared = useMemo(
    () => sharedWindow(houseARounds.rounds, houseBRounds.rounds),
    [houseARounds.rounds, houseBRounds.rounds],
  );
  const a = useMemo(() => oddsOf(shared.a), [shared.a]);
  const b = useMemo(() => oddsOf(shared.b), [shared.b]);
  const rows = useMemo(() => compareHouses(a, b), [a, b]);
  const now = toSaoPaulo(useNow(MINUTE_MS));
  // From the window's first hour to this one today; a past day runs to its end.
  const today = date === now.date;
  const hours =
    shared.since === null
      ? []
      : hourRows(hourCounts(shared.a, HOURLY_TARGET), hourCounts(shared.b, HOURLY_TARGET), {
          firstHour: toSaoPaulo(shared.since).hour,
          lastHour: today ? now.hour : 23,
          since: clockWords(shared.since).endsWith('h00') ? null : clockWords(shared.since),
          running: today ? now.hour : null,
        });
  return {
    choices,
    pickers,
    a,
    b,
    rows,
    labelA: nameHouse(houseA),
    labelB: nameHouse(houseB),
    nameHouse,
    since: shared.since === null ? null : clockWords(shared.since),
    hours,
    loading: houseARounds.loading || houseBRounds.loading,
  };
}
