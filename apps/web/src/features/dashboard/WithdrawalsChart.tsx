// Loaded lazily by WithdrawalsCard: only the core of apexcharts and its bar
// type, never in the login bundle.
import 'apexcharts/bar';
import { formatDatePtBr } from '@velas/domain/calendar';
import { centsToDecimalString, formatCents, toCents } from '@velas/domain/money';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';
import { chartOptions, dayMonth } from '#/ui/chartOptions.ts';
import type { DayTotal } from './withdrawalsByDate.ts';

/** A day at noon UTC: the same calendar day in São Paulo and on the axis. */
const dayTime = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`);
const isoDateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * One bar per calendar day of the window (zero days included) on a time axis
 * bounded by the window, so the axis's dates stay a month whatever was paid.
 */
export default function WithdrawalsChart({ days }: { days: DayTotal[] }) {
  const theme = useTheme();
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const halfDay = 12 * 60 * 60 * 1000;
  return (
    <Chart
      type="bar"
      height={260}
      series={[
        {
          name: 'Saques',
          data: days.map((day) => ({
            x: dayTime(day.date),
            y: Number(centsToDecimalString(day.total)),
          })),
        },
      ]}
      options={chartOptions(theme, {
        colors: [theme.colors.primary],
        plotOptions: { bar: { borderRadius: 4, columnWidth: '60%' } },
        xaxis: {
          type: 'datetime',
          ...(first && last ? { min: dayTime(first) - halfDay, max: dayTime(last) + halfDay } : {}),
          title: { text: 'Data' },
          labels: { formatter: (value) => dayMonth(isoDateOf(Number(value))) },
        },
        yaxis: {
          title: { text: 'Valor (R$)' },
          labels: { formatter: (value: number) => formatCents(toCents(Math.round(value * 100))) },
        },
        tooltip: {
          // The whole date in the tooltip; the axis keeps DD/MM.
          x: { formatter: (value) => formatDatePtBr(isoDateOf(Number(value))) },
        },
      })}
    />
  );
}
