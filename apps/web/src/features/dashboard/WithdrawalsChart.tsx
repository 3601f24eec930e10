// Loaded lazily by WithdrawalsCard: only the core of apexcharts and its bar
// type, never in the login bundle.
import 'apexcharts/bar';
import { formatDatePtBr } from '@velas/domain/calendar';
import { centsToDecimalString, formatCents, toCents } from '@velas/domain/money';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import { chartOptions, dayMonth } from '#/ui/chartOptions.ts';
import type { DayTotal } from './withdrawalsByDate.ts';

export default function WithdrawalsChart({ days }: { days: DayTotal[] }) {
  const theme = useTheme();
  return (
    <Chart
      type="bar"
      height={260}
      series={[
        { name: 'Saques', data: days.map((day) => Number(centsToDecimalString(day.total))) },
      ]}
      options={chartOptions(theme, {
        colors: [theme.colors.primary],
        plotOptions: { bar: { borderRadius: 4, columnWidth: '60%' } },
        xaxis: { categories: days.map((day) => dayMonth(day.date)), title: { text: 'Data' } },
        yaxis: {
          title: { text: 'Valor (R$)' },
          labels: { formatter: (value: number) => formatCents(toCents(Math.round(value * 100))) },
        },
        tooltip: {
          // The whole date in the tooltip; the axis keeps DD/MM.
          x: {
            formatter: (_value, opts) =>
              formatDatePtBr(days[opts?.dataPointIndex ?? -1]?.date ?? ''),
          },
        },
      })}
    />
  );
}
