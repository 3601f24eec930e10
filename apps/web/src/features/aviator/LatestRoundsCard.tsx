// The screen's hero: today's latest 50, 100 or 200 rounds as a colour grid,
// kept current by the live stream (liveRounds.ts prepends to every cached list).
import {
  DEFAULT_BET_HOUSE,
  DEFAULT_ROUND_GRID_COUNT,
  ROUND_GRID_COUNTS,
} from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import type { Candle } from '@velas/domain/schemas/history';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useHistoryOddQuery } from '../../services/historyApi';
import { Card, CardTitle } from '../../ui/Card';
import { LoadingReserve } from '../../ui/LoadingReserve';
import { CardHeader } from './CardHeader';
import { CountSelect } from './CountSelect';
import { RoundGrid, RoundGridOutline } from './RoundGrid';

interface LatestRoundsCardProps {
  date: string;
  freshId: number | null;
  renderMark?: (candle: Candle) => ReactNode;
}

export const LatestRoundsCard = memo(function LatestRoundsCard({
  date,
  freshId,
  renderMark,
}: LatestRoundsCardProps) {
  const [count, setCount] = useState<number>(DEFAULT_ROUND_GRID_COUNT);
  const history = useHistoryOddQuery({ date, numberVelas: count, betHouse: DEFAULT_BET_HOUSE });
  const candles = useMemo(
    () => [...(history.data ?? [])].sort((a, b) => b.time - a.time),
    [history.data],
  );
  return (
    <Card aria-busy={history.isFetching}>
      <CardHeader>
        <CardTitle>Últimas rodadas</CardTitle>
        <CountSelect
          label="Rodadas"
          options={ROUND_GRID_COUNTS}
          value={count}
          onChange={setCount}
        />
      </CardHeader>
      {candles.length === 0 && history.isFetching ? (
        <LoadingReserve
          label={messages.loadingInformation}
          outline={<RoundGridOutline count={count} />}
        />
      ) : (
        <RoundGrid candles={candles} freshId={freshId} renderMark={renderMark} />
      )}
    </Card>
  );
});
