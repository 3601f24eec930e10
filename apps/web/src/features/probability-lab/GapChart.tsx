// Loaded lazily by GapContextCard: only the core of apexcharts with its line
// type, never in the first bundle. One point per bucket with rounds enough
// (chartBuckets) with its value over it, the sample size printed under every
// tick, thin buckets greyed without a point, and the flat true chance dashed
// across with its value on it: the picture of "no vela atrasada"
// (docs/product.md#gaps-in-context). Intervals wait in the card's table
// behind "Como calculamos". apexcharts' modular build draws annotations only
// with their feature imported: without it the dashed line's label is lost.
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import type { NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import { chartOptions } from '../../ui/chartOptions';
import { probabilityLabCopy } from './copy';
import { chartBuckets } from './gapBuckets';

const percent = (share: number) => Math.round(share * 10_000) / 100;
const percentText = (value: number, digits: number) =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })}%`;

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
        { name: probabilityLabCopy.chartObserved, data: observed },
        { name: probabilityLabCopy.chartTrueChance, data: buckets.map(() => real) },
      ]}
      options={chartOptions(theme, {
        colors: [theme.colors.primary, theme.colors.muted],
        stroke: { curve: 'straight', width: [2, 2], dashArray: [0, 6] },
        markers: { size: [5, 0] },
        // Each point's value over it; the line's value on the line.
        dataLabels: {
          enabled: true,
          enabledOnSeries: [0],
          // A thin bucket has no point, so no value to write.
          formatter: (value: string | number | number[] | null) =>
            typeof value === 'number' ? percentText(value, 1) : '',
          offsetY: -6,
          background: { enabled: false },
          style: { fontSize: theme.type.xs, fontWeight: 600, colors: [theme.colors.text] },
        },
        annotations: {
          yaxis: [
            {
              y: real,
              strokeDashArray: 0,
              borderColor: 'transparent',
              label: {
                text: `${probabilityLabCopy.chartTrueChance}: ${percentText(real, 2)}`,
                position: 'left',
                textAnchor: 'start',
                offsetX: 4,
                borderWidth: 0,
                style: {
                  background: theme.colors.surface,
                  color: theme.colors.text,
                  fontSize: theme.type.xs,
                  fontWeight: 600,
                },
              },
            },
          ],
        },
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
          title: { text: probabilityLabCopy.chartRunAxis },
          tooltip: { enabled: false },
        },
        yaxis: {
          min: 0,
          max: Math.ceil(highest / 5) * 5,
          tickAmount: 4,
          title: { text: probabilityLabCopy.chartNextAxis },
          labels: { formatter: (value: number) => percentText(value, 1) },
        },
        tooltip: {
          shared: true,
          y: {
            formatter: (value: number | null) =>
              value === null ? probabilityLabCopy.chartThin : percentText(value, 2),
          },
        },
      })}
    />
  );
}
