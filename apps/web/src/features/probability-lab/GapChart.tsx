// The modular build draws a legend only with its feature imported.
import 'apexcharts/line';
import 'apexcharts/features/legend';
import type { NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import { chartOptions } from '#/ui/chartOptions.ts';
import { probabilityLabCopy } from './copy.ts';
import { chartBuckets } from './gapBuckets.ts';

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
        {
          name: probabilityLabCopy.chartTrueChance(percentText(real, 2)),
          data: buckets.map(() => real),
        },
      ]}
      options={chartOptions(theme, {
        colors: [theme.colors.primary, theme.colors.muted],
        stroke: { curve: 'straight', width: [2, 2], dashArray: [0, 6] },
        markers: { size: [5, 0] },
        legend: { position: 'top', horizontalAlign: 'left' },
        xaxis: {
          type: 'category',
          // Where the run starts; how many rounds each point stands on is said under the chart.
          categories: buckets.map((bucket) => bucket.tick),
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
