import { CANDLE_COUNTS, DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { useMemo } from 'react';
import { StrategyLab } from '#/features/strategy-lab/StrategyLab.tsx';
import { useSaoPauloToday } from '#/lib/useNow.ts';
import { useHistoryOddQuery } from '#/services/historyApi.ts';
import { ScreenColumn } from '#/ui/ScreenStack.ts';
import { signedInScreensCopy } from './copy.ts';

/** The most rounds of a day the history service returns in one call. */
const DAY_ROUNDS = Math.max(...CANDLE_COUNTS);

export default function StrategyLabScreen() {
  const date = useSaoPauloToday();
  const history = useHistoryOddQuery({
    date,
    numberVelas: DAY_ROUNDS,
    betHouse: DEFAULT_BET_HOUSE,
  });
  const oddsOldestFirst = useMemo(
    () => [...(history.data ?? [])].sort((a, b) => a.time - b.time).map((round) => round.odd),
    [history.data],
  );
  return (
    <ScreenColumn>
      <StrategyLab
        historyOdds={oddsOldestFirst}
        historyLabel={signedInScreensCopy.storedRoundsToday(
          oddsOldestFirst.length.toLocaleString('pt-BR'),
        )}
        historyLoading={history.isLoading}
      />
    </ScreenColumn>
  );
}
