// Loaded lazily by GapContextCard: only the core of apexcharts with its line
// type, never in the first bundle. One point per bucket with rounds enough
// (chartBuckets), the sample size printed under every tick, thin buckets greyed
// without a point, and the flat true chance dashed across: the picture of "no
// vela atrasada" (docs/product.md#gaps-in-context). Intervals wait in the
// card's table behind "Como calculamos".
import 'apexcharts/line';
import type { NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import { chartOptions } from '../../ui/chartOptions';
import { chartBuckets } from './gapBuckets';

const percent = (share: number) => Math.round(share * 10_000) / 100;

export default function GapChart({ data }: { data: NextRoundAfterGaps }) {
  const theme = useTheme();
  const buckets = chartBuckets(data.buckets);
  const observed = buckets.map((bucket) => (bucket.rate === null ? null : percent(bucket.rate)));
  const real = percent(data.theoretical);
  // A steady scale: from 0 to a bit over the true chance or the highest point drawn.
  const highest = Math.max(real * 2, ...observed.map((value) => value ?? 0));
  return (
    <Chart
      type="line"
      height={260}
      series={[
        { name: 'Saiu depois da sequência', data: observed },
        { name: 'Chance real', data: buckets.map(() => real) },
      ]}
      options={chartOptions(theme, {
        colors: [theme.colors.primary, theme.colors.muted],
        stroke: { curve: 'straight', width: [2, 2], dashArray: [0, 6] },
        markers: { size: [5, 0] },
        xaxis: {
          type: 'category',
          // Two lines a tick: where the run starts, then how many rounds the point stands on.
          categories: buckets.map((bucket) => [bucket.tick, String(bucket.trials)]),
          labels: {
            style: {
              colors: buckets.map((bucket) =>
                bucket.thin ? theme.colors.muted : theme.colors.text,
              ),
            },
          },
          title: { text: 'Rodadas sem a vela antes' },
          tooltip: { enabled: false },
        },
        yaxis: {
          min: 0,
          max: Math.ceil(highest / 5) * 5,
          tickAmount: 4,
          title: { text: 'Saiu na rodada seguinte (%)' },
          labels: {
            formatter: (value: number) =>
              `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`,
          },
        },
        tooltip: {
          shared: true,
          y: {
            formatter: (value: number | null) =>
              value === null ? 'poucas rodadas' : `${value.toLocaleString('pt-BR')}%`,
          },
        },
      })}
    />
  );
}
