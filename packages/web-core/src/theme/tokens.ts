// The tokens of docs/design.md#tokens that the UI kit (src/ui/) draws with, as
// the styled-components theme both apps provide. The kit's look is the player
// app's; each app gives its own values where it legitimately differs (the
// back office is denser and always dark: apps/backoffice/src/core/theme/appTheme.ts).
import { FONT_STACK, type Palette } from '@velas/domain/design-tokens';

export type ColourMode = 'light' | 'dark';

/** 4-px steps: space(4) is 16px. */
export const space = (steps: number) => `${steps * 4}px`;

/** The type scale's sizes. */
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

/** The media query of a person who asked for less motion. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What the kit's components read from the theme; an app's theme adds its own. */
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
  /**
   * The space below each card, for an app whose screens stack cards with no
   * layout between them (the back office); the player app's layouts space them.
   */
  cardSpacing?: string;
}

/** The player app's values, which the back office starts from. */
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
