// The tokens of docs/design.md#tokens as the styled-components theme. Light
// and dark are two value sets of the same names (the colours in
// packages/web-core, which the back office shares); tokens.test.ts checks every
// text/background pair against WCAG AA, so a new colour has to earn its place
// there too.
import type { CandleColour } from '@velas/domain/candles';
import { darkPalette, lightPalette, type Palette } from '@velas/web-core/palettes';
import type { ColourMode, SidebarColour, ThemeState } from './themeSlice';

export const palettes: Record<ColourMode, Palette> = { light: lightPalette, dark: darkPalette };

/**
 * The game's own candle colours (docs/design.md): the same in both modes, always
 * with black text (6:1 or more on each), the highlight ring in gain green.
 */
export const candle: Record<CandleColour, string> & { onCandle: string } = {
  info: '#3b9bff',
  purple: '#b77cf6',
  primary: '#f472c6',
  onCandle: '#000000',
};

export interface SidebarPalette {
  bg: string;
  text: string;
  /** The active item's marker and wash. */
  active: string;
  activeBg: string;
}

/** The spec's sidebar colour setting (primary, blue or green) as drawer tints. */
export const sidebarPalettes: Record<ColourMode, Record<SidebarColour, SidebarPalette>> = {
  light: {
    primary: { bg: '#eef0ff', text: '#14171f', active: '#4338ca', activeBg: '#dfe2ff' },
    blue: { bg: '#e8f2ff', text: '#14171f', active: '#1d4ed8', activeBg: '#d3e5ff' },
    green: { bg: '#e6f6ef', text: '#14171f', active: '#047857', activeBg: '#cdeee0' },
  },
  dark: {
    primary: { bg: '#181833', text: '#f2f4f7', active: '#a5b4fc', activeBg: '#26264d' },
    blue: { bg: '#0f1c30', text: '#f2f4f7', active: '#7cb4fb', activeBg: '#182b47' },
    green: { bg: '#0d2219', text: '#f2f4f7', active: '#34d399', activeBg: '#153626' },
  },
};

/** 4-px steps: space(4) is 16px. */
export const space = (steps: number) => `${steps * 4}px`;

export const type = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '32px',
} as const;

export const FONT_STACK =
  '"Figtree Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function buildTheme({ mode, sidebar }: ThemeState) {
  return {
    mode,
    colors: palettes[mode],
    candle,
    sidebar: sidebarPalettes[mode][sidebar],
    space,
    type,
    radius: { sm: '8px', lg: '16px', full: '999px' },
    shadow:
      mode === 'dark'
        ? { low: '0 1px 2px rgba(0,0,0,0.5)', high: '0 8px 24px rgba(0,0,0,0.55)' }
        : { low: '0 1px 2px rgba(16,24,40,0.08)', high: '0 8px 24px rgba(16,24,40,0.14)' },
    touch: '44px',
    /** Phone header and bottom bar heights: content is padded by these. */
    bars: { header: '56px', bottom: '64px' },
    font: FONT_STACK,
  };
}

export type AppTheme = ReturnType<typeof buildTheme>;
