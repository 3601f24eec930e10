// No "overdue" figure here: GapContextCard tells the rounds since the last high candle once.
import { formatOdd } from '@velas/domain/candles';
import { commonMessages } from '@velas/domain/messages/common';
import { memo } from 'react';
import styled from 'styled-components';
import { Loading } from '#/ui/Spinner.tsx';
import { Figure } from '#/ui/StackedTable.ts';
import { aviatorCopy } from './copy.ts';
import { ChipGrid, StatisticCard } from './StatisticCard.tsx';
import { useOddStatistics } from './useOddStatistics.ts';

const NONE = '—';

// The figure goes under its label when both do not fit a half-width tile
// ("maior 1.234,56x" at 360 px), never past the tile's edge, never split.
const RangeLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 0.25em;
`;

/** Small and quiet beside the figure it names, so the figure stays the stat. */
const RangeLabel = styled.span`
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
const computed = (value: number | null | undefined) =>
  value === null || value === undefined ? NONE : formatOdd(value);
// A round's own odd (the lowest, the highest, the mode), written as the game writes it.
const candle = computed;

/** The mean in words, by the candle that pulls it above the median when one does. */
function meanInWords({
  mean,
  median,
  max,
}: {
  mean: number | null;
  median: number | null;
  max: number | null;
}): string | undefined {
  if (mean === null) return undefined;
  if (median !== null && max !== null && mean > median)
    return aviatorCopy.meanPulledUp(candle(max), formatOdd(mean));
  return aviatorCopy.meanPlain(formatOdd(mean));
}

/** The answer under the grid: the median, what it means, nothing else. */
export const MedianAnswer = memo(function MedianAnswer({
  oddsNewestFirst,
}: {
  oddsNewestFirst: readonly number[];
}) {
  const result = useOddStatistics(oddsNewestFirst);
  if (!result) return <Loading label={commonMessages.loadingInformation} />;
  return (
    <ChipGrid aria-label={aviatorCopy.statisticsTitle}>
      <StatisticCard
        headline
        title={aviatorCopy.median}
        value={computed(result.statistics.median)}
        meaning={aviatorCopy.medianMeaning(aviatorCopy.overLastRounds(oddsNewestFirst.length))}
      />
    </ChipGrid>
  );
});

/** The window's other statistics, behind "Ver a prova": the mode, and the range with the mean. */
export const StatisticsCards = memo(function StatisticsCards({
  oddsNewestFirst,
}: {
  oddsNewestFirst: readonly number[];
}) {
  const result = useOddStatistics(oddsNewestFirst);
  if (!result) return <Loading label={commonMessages.loadingInformation} />;
  const { statistics } = result;
  const over = aviatorCopy.overLastRounds(oddsNewestFirst.length);
  return (
    <ChipGrid aria-label={aviatorCopy.statisticsTitle}>
      <StatisticCard
        title={aviatorCopy.mode}
        value={candle(statistics.mode[0])}
        // One value, with why it says nothing of the next round: a list of
        // "também frequentes" read as numbers to bet on.
        meaning={aviatorCopy.modeMeaning(over)}
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
                <RangeLabel>{aviatorCopy.min}</RangeLabel> <Figure>{candle(statistics.min)}</Figure>
              </RangeLine>
              <RangeLine>
                <RangeLabel>{aviatorCopy.max}</RangeLabel> <Figure>{candle(statistics.max)}</Figure>
              </RangeLine>
            </>
          )
        }
        meaning={aviatorCopy.minMaxMeaning(over)}
        // The highest candle is what pulls the mean above the median: said beside it.
        detail={meanInWords(statistics)}
      />
    </ChipGrid>
  );
});
