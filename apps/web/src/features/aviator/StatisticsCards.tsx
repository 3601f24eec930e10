// Median, mean, the value that came most often, the lowest and highest candle,
// and the rounds since the last 30x/50x/100x over the candle window
// (docs/product.md#statistics, #positions), each in plain words with the number
// of rounds behind it.
import { formatCandle, formatOdd } from '@velas/domain/candles';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { memo } from 'react';
import styled from 'styled-components';
import { TileGrid } from '../../ui/Card';
import { Loading } from '../../ui/Spinner';
import { Figure } from '../../ui/StackedTable';
import { lastHighTiles } from './lastHighTiles';
import { StatisticCard } from './StatisticCard';
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
/** "30x", "30x e 50x", "30x, 50x e 100x" */
const together = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${String(names.at(-1))}`;
const rounds = (count: number) => `${count} ${count === 1 ? 'rodada' : 'rodadas'}`;

export const StatisticsCards = memo(function StatisticsCards({
  oddsNewestFirst,
}: {
  oddsNewestFirst: readonly number[];
}) {
  const result = useOddStatistics(oddsNewestFirst);
  if (!result) return <Loading label={messages.loadingInformation} />;
  const { statistics, positions } = result;
  const sample = oddsNewestFirst.length;
  const over = `nas últimas ${rounds(sample)}`;
  const others = statistics.mode.slice(1).map(formatCandle);
  return (
    <TileGrid aria-label="Estatísticas">
      <StatisticCard
        title="Mediana"
        value={computed(statistics.median)}
        meaning={`Metade das rodadas parou abaixo deste valor, ${over}.`}
      />
      <StatisticCard
        title="Média"
        value={computed(statistics.mean)}
        meaning={`A soma dividida pelo número de rodadas, ${over}; as velas altas a puxam para cima.`}
      />
      <StatisticCard
        title="Valor que mais saiu"
        value={candle(statistics.mode[0])}
        meaning={`O valor exato que mais se repetiu ${over}.`}
        detail={others.length > 0 ? `Também frequentes: ${others.join(' · ')}` : undefined}
      />
      <StatisticCard
        title="Menor e maior vela"
        value={
          statistics.min === null || statistics.max === null ? (
            NONE
          ) : (
            // Two labelled lines on purpose: "1,00x a 1.453x" on one line broke
            // at its own place in a half-width tile on phones.
            <>
              <RangeLine>
                <RangeLabel>menor</RangeLabel> <Figure>{candle(statistics.min)}</Figure>
              </RangeLine>
              <RangeLine>
                <RangeLabel>maior</RangeLabel> <Figure>{candle(statistics.max)}</Figure>
              </RangeLine>
            </>
          )
        }
        meaning={`A menor e a maior ${over}.`}
      />
      {lastHighTiles(oddsNewestFirst, POSITION_THRESHOLDS, positions).map((tile) => (
        <StatisticCard
          key={tile.names.join('-')}
          title={`Rodadas sem ${together(tile.names)}`}
          value={tile.roundsWithout === null ? NONE : String(tile.roundsWithout)}
          meaning={tile.sentence}
        />
      ))}
    </TileGrid>
  );
});
