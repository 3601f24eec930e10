// Median, mean, the value that came most often, the lowest and highest candle
// as chips with their words, then the rounds since the last 30x/50x/100x as
// plain sentences at text size, never as a big "overdue" figure
// (docs/product.md#statistics, #positions), each with the rounds behind it.
import { formatCandle, formatOdd } from '@velas/domain/candles';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { memo } from 'react';
import styled from 'styled-components';
import { Loading } from '../../ui/Spinner';
import { Figure } from '../../ui/StackedTable';
import { aviatorCopy } from './copy';
import { lastHighTiles } from './lastHighTiles';
import { ChipGrid, StatisticCard } from './StatisticCard';
import { useOddStatistics } from './useOddStatistics';

const NONE = '—';

const RangeLine = styled.span`
  display: block;
`;

/** Small and quiet beside the figure it names, so the figure stays the stat. */
const RangeLabel = styled.span`
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
const computed = (value: number | null | undefined) =>
  value === null || value === undefined ? NONE : formatOdd(value);
/** A value some round had: written as the candle is everywhere (docs/product.md#candles). */
const candle = (value: number | null | undefined) =>
  value === null || value === undefined ? NONE : formatCandle(value);

const Since = styled.section`
  margin-top: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  li,
  p {
    font-size: ${({ theme }) => theme.type.sm};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const StatisticsCards = memo(function StatisticsCards({
  oddsNewestFirst,
}: {
  oddsNewestFirst: readonly number[];
}) {
  const result = useOddStatistics(oddsNewestFirst);
  if (!result) return <Loading label={messages.loadingInformation} />;
  const { statistics, positions } = result;
  const sample = oddsNewestFirst.length;
  const over = aviatorCopy.overLastRounds(sample);
  const others = statistics.mode.slice(1).map(formatCandle);
  const since = lastHighTiles(oddsNewestFirst, POSITION_THRESHOLDS, positions);
  return (
    <>
      <ChipGrid aria-label={aviatorCopy.statisticsTitle}>
        <StatisticCard
          title={aviatorCopy.median}
          value={computed(statistics.median)}
          meaning={aviatorCopy.medianMeaning(over)}
        />
        <StatisticCard
          title={aviatorCopy.mean}
          value={computed(statistics.mean)}
          meaning={aviatorCopy.meanMeaning(over)}
        />
        <StatisticCard
          title={aviatorCopy.mode}
          value={candle(statistics.mode[0])}
          meaning={aviatorCopy.modeMeaning(over)}
          detail={others.length > 0 ? `Também frequentes: ${others.join(' · ')}` : undefined}
        />
        <StatisticCard
          title={aviatorCopy.minMax}
          value={
            statistics.min === null || statistics.max === null ? (
              NONE
            ) : (
              // Two labelled lines on purpose: "1,00x a 1.453x" on one line broke
              // at its own place in a half-width tile on phones.
              <>
                <RangeLine>
                  <RangeLabel>{aviatorCopy.min}</RangeLabel>{' '}
                  <Figure>{candle(statistics.min)}</Figure>
                </RangeLine>
                <RangeLine>
                  <RangeLabel>{aviatorCopy.max}</RangeLabel>{' '}
                  <Figure>{candle(statistics.max)}</Figure>
                </RangeLine>
              </>
            )
          }
          meaning={aviatorCopy.minMaxMeaning(over)}
        />
      </ChipGrid>
      <Since aria-labelledby="since-title">
        <h3 id="since-title">{messages.historyLastHighTitle}</h3>
        <ul>
          {since.map((tile) => (
            <li key={tile.names.join('-')}>{tile.sentence}</li>
          ))}
        </ul>
        <p>{messages.historyLastHighNote}</p>
      </Since>
    </>
  );
});
