// The heat map's one hue: the accent laid over the card, its strength set by
// the hour's count against the mean of the day's finished hours. Gentle on
// purpose: an hour at the mean sits halfway, and only twice the mean or more
// reaches the strongest tint, so hours that differ by chance look alike and
// never split into "lit" and "dull" ones. One text colour on every step (AA
// on the weakest and the strongest: HourlyHeatMap.test.tsx).
import type { DefaultTheme } from 'styled-components';
import { blend } from '../../lib/contrast';

/** The strongest tint, for an hour with twice the mean or more. */
export const MAX_STRENGTH = 0.36;

export interface HeatShade {
  background: string;
  color: string;
}

export function heatShade(theme: DefaultTheme, count: number, mean: number): HeatShade {
  const { primary, surface, text } = theme.colors;
  const share = mean > 0 ? Math.min(Math.max(count, 0) / (2 * mean), 1) : 0;
  return { background: blend(primary, MAX_STRENGTH * share, surface), color: text };
}

/**
 * The line the hours are read against: the mean count of the hours already
 * over (the one under way is partial), or of the one under way when none is.
 */
export function hourlyMean(
  counts: readonly { hour: number; count: number }[],
  currentHour: number | null,
): number {
  const over = counts.filter(({ hour }) => currentHour === null || hour < currentHour);
  const basis = over.length > 0 ? over : counts.filter(({ hour }) => hour === currentHour);
  if (basis.length === 0) return 0;
  return basis.reduce((sum, { count }) => sum + count, 0) / basis.length;
}
