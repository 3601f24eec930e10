// Median, mean, mode, range (with min and max) and the positions of the last
// 30X/50X/100X over the candle window (spec §2, decisions §4).
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

export function StatisticsCards({ oddsNewestFirst }: { oddsNewestFirst: readonly number[] }) {
  const result = useOddStatistics(oddsNewestFirst);
  if (!result) return <Loading label={messages.loadingInformation} />;
  const { statistics, positions } = result;
  return (
    <TileGrid aria-label="Estatísticas">
      <StatisticCard title="Mediana" value={odd(statistics.median)} trendOf={statistics.median} />
      <StatisticCard title="Média" value={odd(statistics.mean)} trendOf={statistics.mean} />
      <StatisticCard
        title="Moda"
        value={odd(statistics.mode[0])}
        trendOf={statistics.mode[0] ?? null}
        detail={statistics.mode.length > 1 ? statistics.mode.map(formatOdd).join(' · ') : undefined}
      />
      <StatisticCard
        title="Amplitude"
        value={odd(statistics.range)}
        trendOf={statistics.range}
        detail={`mín. ${odd(statistics.min)} · máx. ${odd(statistics.max)}`}
      />
      {POSITION_THRESHOLDS.map((threshold, index) => {
        const position = positions[index] ?? null;
        return (
          <StatisticCard
            key={threshold}
            title={`Posição da última ${threshold}X`}
            value={position === null ? NONE : String(position)}
            detail={position === null ? 'nenhuma na janela' : 'posição (1 = mais recente)'}
          />
        );
      })}
    </TileGrid>
  );
}
