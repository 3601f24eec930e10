// The heat map's steps: the accent laid over the card at rising strength, each
// with whichever text colour reads better on it (both pass AA: heatShades.test.ts).
import type { DefaultTheme } from 'styled-components';
import { blend, contrastRatio } from '../../lib/contrast';

const STRENGTHS = [0, 0.2, 0.4, 0.65, 0.9] as const;

export interface HeatShade {
  background: string;
  color: string;
}

export function heatShades(theme: DefaultTheme): HeatShade[] {
  const { primary, surface, text, onPrimary } = theme.colors;
  return STRENGTHS.map((strength) => {
    const background = blend(primary, strength, surface);
    const color =
      contrastRatio(text, background) >= contrastRatio(onPrimary, background) ? text : onPrimary;
    return { background, color };
  });
}

/** The step of a count: 0 for none, then four equal shares of the day's highest count. */
export function heatStep(count: number, highest: number): number {
  if (count <= 0 || highest <= 0) return 0;
  return Math.min(STRENGTHS.length - 1, Math.ceil((count / highest) * (STRENGTHS.length - 1)));
}
