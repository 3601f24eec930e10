// Loaded lazily by GapContextCard: only the core of apexcharts with its
// range-area and line types, never in the first bundle.
import 'apexcharts/line';
import 'apexcharts/rangeArea';
import type { NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import { chartOptions } from '../../ui/chartOptions';
import { bucketLabel } from './gapBuckets';

const percent = (share: number) => Math.round(share * 10_000) / 100;

export default function GapChart({ data }: { data: NextRoundAfterGaps }) {
  const theme = useTheme();
  // Gaps the window never showed have no point (no rate, no interval).
  const seen = data.buckets.filter((bucket) => bucket.rate !== null && bucket.interval !== null);
  return (
    <Chart
      type="rangeArea"
      height={260}
      series={[
        {
          type: 'rangeArea',
          name: 'Intervalo de 95%',
          data: seen.map((bucket) => ({
            x: bucketLabel(bucket),
            y: [percent(bucket.interval?.lower ?? 0), percent(bucket.interval?.upper ?? 0)],
          })),
        },
        {
          type: 'line',
          name: 'Observada',
          data: seen.map((bucket) => ({ x: bucketLabel(bucket), y: percent(bucket.rate ?? 0) })),
        },
        {
          type: 'line',
          name: 'Chance real',
          data: seen.map((bucket) => ({ x: bucketLabel(bucket), y: percent(data.theoretical) })),
        },
      ]}
      options={chartOptions(theme, {
        colors: [theme.colors.primary, theme.colors.primary, theme.colors.muted],
        fill: { opacity: [0.2, 1, 1] },
        stroke: { curve: 'straight', width: [0, 2, 2], dashArray: [0, 0, 6] },
        markers: { size: [0, 4, 0] },
        xaxis: { title: { text: 'Rodadas sem a vela antes da rodada' } },
        yaxis: {
          min: 0,
          title: { text: 'Chance na rodada seguinte (%)' },
          labels: { formatter: (value: number) => `${value.toLocaleString('pt-BR')}%` },
        },
        tooltip: { shared: true },
      })}
    />
  );
}
