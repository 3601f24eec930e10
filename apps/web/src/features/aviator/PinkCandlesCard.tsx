import { pinkCandles } from '@velas/analysis/positions';
import {
  CANDLE_COUNTS,
  DEFAULT_BET_HOUSE,
  DEFAULT_CANDLE_COUNT,
  PINK_FILTER_VALUES,
} from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import type { Candle } from '@velas/domain/schemas/history';
import { Muted, Card, CardTitle } from '@velas/web-core/ui/Card';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useHistoryFilterOddQuery } from '#/services/historyApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { Term } from '#/ui/Term.tsx';
import { CandleList } from './CandleList.tsx';
import { CardHeader, Controls } from './CardHeader.tsx';
import { aviatorCopy } from './copy.ts';
import { CountSelect } from './CountSelect.tsx';

interface PinkCandlesCardProps {
  date: string;
  /** The screen's window when one selector drives every card; without it the card has its own. */
  windowCount?: number;
  /** Drawn after each candle (the route passes the verified marks). */
  renderMark?: (candle: Candle) => ReactNode;
}

export const PinkCandlesCard = memo(function PinkCandlesCard({
  date,
  windowCount,
  renderMark,
}: PinkCandlesCardProps) {
  const [ownCount, setCount] = useState<number>(DEFAULT_CANDLE_COUNT);
  const count = windowCount ?? ownCount;
  const [filter, setFilter] = useState<number>(PINK_FILTER_VALUES[0]);
  const { data, isFetching } = useHistoryFilterOddQuery({
    date,
    betHouse: DEFAULT_BET_HOUSE,
    numberVelas: count,
    filter,
  });
  const candles = useMemo(() => pinkCandles(data ?? [], filter), [data, filter]);
  return (
    <Card aria-busy={isFetching}>
      <CardHeader>
        <CardTitle>
          <Term term="velas rosa">{aviatorCopy.pinkTitle}</Term>
        </CardTitle>
        <Controls>
          {windowCount === undefined && (
            <CountSelect
              label={aviatorCopy.candles}
              options={CANDLE_COUNTS}
              value={count}
              onChange={setCount}
            />
          )}
          <CountSelect
            label={aviatorCopy.from}
            options={PINK_FILTER_VALUES}
            value={filter}
            onChange={setFilter}
            suffix="x"
          />
        </Controls>
      </CardHeader>
      {isFetching && !data ? (
        <Loading label={commonMessages.loadingInformation} />
      ) : candles.length === 0 ? (
        <Muted>{aviatorCopy.noPinks}</Muted>
      ) : (
        <CandleList candles={candles} renderMark={renderMark} />
      )}
    </Card>
  );
});
