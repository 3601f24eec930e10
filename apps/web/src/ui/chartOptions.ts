// What every chart shares (docs/design.md#charts): the app's font and
// colours, the card's own background (apexcharts' dark mode paints a grey
// panel otherwise), horizontal axis labels, pt-BR names and numbers, no
// toolbar and no entry animation (on a phone's CPU the animation is most of
// a chart's cost). Each chart adds its series, axes and formatters.
import type { ApexOptions } from 'apexcharts';
import type { AppTheme } from '../core/theme/appTheme.ts';
import { uiCopy } from './copy.ts';

/** apexcharts' own pt-BR names (its locale files are not among its package exports). */
const PT_BR: NonNullable<NonNullable<ApexOptions['chart']>['locales']>[number] = {
  name: 'pt-br',
  options: uiCopy.chartLocale,
};

/** DD/MM: the short date under a chart's bars (the year is in the card's words). */
export function dayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day ?? ''}/${month ?? ''}`;
}

function baseChartOptions(theme: AppTheme): ApexOptions {
  const axisTitle = { fontFamily: theme.font, fontWeight: 600, fontSize: theme.type.xs };
  return {
    chart: {
      fontFamily: theme.font,
      foreColor: theme.colors.muted,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      locales: [PT_BR],
      defaultLocale: 'pt-br',
    },
    theme: { mode: theme.mode },
    grid: { borderColor: theme.colors.border, strokeDashArray: 3 },
    dataLabels: { enabled: false },
    legend: {
      fontFamily: theme.font,
      fontSize: theme.type.xs,
      labels: { colors: theme.colors.text },
    },
    xaxis: {
      labels: {
        rotate: 0,
        hideOverlappingLabels: true,
        trim: false,
        style: { fontFamily: theme.font, fontSize: theme.type.xs },
      },
      axisBorder: { color: theme.colors.border },
      axisTicks: { color: theme.colors.border },
      title: { style: axisTitle },
    },
    yaxis: {
      labels: { style: { fontFamily: theme.font, fontSize: theme.type.xs } },
      title: { style: axisTitle },
    },
    tooltip: { theme: theme.mode, style: { fontFamily: theme.font, fontSize: theme.type.xs } },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects merge; anything else (arrays, functions, numbers) in `extra` wins. */
function mergeDeep(base: object, extra: object): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const before = merged[key];
    merged[key] = isPlainObject(before) && isPlainObject(value) ? mergeDeep(before, value) : value;
  }
  return merged;
}

/** The shared look with one chart's own options over it. */
export function chartOptions(theme: AppTheme, extra: ApexOptions): ApexOptions {
  return mergeDeep(baseChartOptions(theme), extra);
}
