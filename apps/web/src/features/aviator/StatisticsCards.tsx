// Median, mean, mode, range (with min and max) and the positions of the last
// 30x/50x/100x over the candle window (docs/product.md#statistics, #positions), each with what
// it means and the number of rounds behind it.
import { memo } from 'react';
import { formatOdd } from '@velas/domain/candles';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { Loading } from '../../ui/Spinner';
import { StatisticCard } from './StatisticCard';
import { useOddStatistics } from './useOddStatistics';
import { TileGrid } from '../../ui/Card';

const NONE = '—';
const odd = (value: number | null | undefined) =>
  value === null || value === undefined ? NONE : formatOdd(value);
const rounds = (count: number) => `${count} ${count === 1 ? 'rodada' : 'rodadas'}`;

function positionMeaning(position: number | null, sample: number) {
  if (position === null) return `Nenhuma nas últimas ${rounds(sample)}.`;
  if (position === 1) return 'Foi a rodada mais recente.';
  return `Saiu há ${rounds(position)} (1 = a mais recente).`;
}

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
  return (
    <TileGrid aria-label="Estatísticas">
      <StatisticCard
        title="Mediana"
        value={odd(statistics.median)}
        meaning={`Metade das rodadas parou abaixo deste valor, ${over}.`}
      />
      <StatisticCard
        title="Média"
        value={odd(statistics.mean)}
        meaning={`A soma dividida pelo número de rodadas, ${over}; as velas altas a puxam para cima.`}
      />
      <StatisticCard
        title="Moda"
        value={odd(statistics.mode[0])}
        meaning={`O valor que mais se repetiu ${over}.`}
        detail={statistics.mode.length > 1 ? statistics.mode.map(formatOdd).join(' · ') : undefined}
      />
      <StatisticCard
        title="Amplitude"
        value={odd(statistics.range)}
        meaning={`A distância da menor à maior vela ${over}.`}
        detail={`mín. ${odd(statistics.min)} · máx. ${odd(statistics.max)}`}
      />
      {POSITION_THRESHOLDS.map((threshold, index) => {
        const position = positions[index] ?? null;
        return (
          <StatisticCard
            key={threshold}
            title={`Posição da última ${threshold}x`}
            value={position === null ? NONE : String(position)}
            meaning={positionMeaning(position, sample)}
          />
        );
      })}
    </TileGrid>
  );
});
