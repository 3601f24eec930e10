// The kit's look is the player app's; the back office gives its own values
// where it differs (denser, always dark).
import { FONT_STACK, type Palette } from '@velas/domain/design-tokens';

export type ColourMode = 'light' | 'dark';

/** 4-px steps: space(4) is 16px. */
export const space = (steps: number) => `${steps * 4}px`;

export interface TypeScale {
  xs: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  xxl: string;
}

export const type: TypeScale = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '32px',
};

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface KitTheme {
  mode: ColourMode;
  colors: Palette;
  space: (steps: number) => string;
  type: TypeScale;
  radius: { sm: string; lg: string; full: string };
  shadow: { low: string; high: string };
  /** The least height and width of a control: a fingertip on a phone. */
  touch: string;
  font: string;
  /** For the back office, whose screens stack cards with no layout between them. */
  cardSpacing?: string;
}

export function kitTheme(mode: ColourMode, colors: Palette): KitTheme {
  return {
    mode,
    colors,
    space,
    type,
    radius: { sm: '8px', lg: '16px', full: '999px' },
    shadow:
      mode === 'dark'
        ? { low: '0 1px 2px rgba(0,0,0,0.5)', high: '0 8px 24px rgba(0,0,0,0.55)' }
        : { low: '0 1px 2px rgba(16,24,40,0.08)', high: '0 8px 24px rgba(16,24,40,0.14)' },
    touch: '44px',
    font: FONT_STACK,
  };
}
