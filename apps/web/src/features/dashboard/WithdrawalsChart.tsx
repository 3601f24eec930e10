// Loaded lazily by WithdrawalsCard: only the core of apexcharts and its bar
// type, never in the login bundle.
import 'apexcharts/bar';
import { formatDatePtBr } from '@velas/domain/calendar';
import { centsToDecimalString, formatCents, toCents } from '@velas/domain/money';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import type { DayTotal } from './withdrawalsByDate';

export default function WithdrawalsChart({ days }: { days: DayTotal[] }) {
  const theme = useTheme();
  return (
    <Chart
      type="bar"
      height={260}
      series={[
        { name: 'Saques', data: days.map((day) => Number(centsToDecimalString(day.total))) },
      ]}
      options={{
        chart: {
          toolbar: { show: false },
          foreColor: theme.colors.muted,
          // Drawn at once: the entry animation redraws the bars for ~1 s of
          // frames, which on a phone's CPU is most of the chart's cost.
          animations: { enabled: false },
        },
        colors: [theme.colors.primary],
        grid: { borderColor: theme.colors.border },
        dataLabels: { enabled: false },
        theme: { mode: theme.mode },
        xaxis: { categories: days.map((day) => formatDatePtBr(day.date)), title: { text: 'Data' } },
        yaxis: {
          title: { text: 'Valor (R$)' },
          labels: { formatter: (value: number) => formatCents(toCents(Math.round(value * 100))) },
        },
        tooltip: { theme: theme.mode },
      }}
    />
  );
}
