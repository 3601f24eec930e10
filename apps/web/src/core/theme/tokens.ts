// The tokens of docs/design.md#tokens as the styled-components theme. Light
// and dark are two value sets of the same names; tokens.test.ts checks every
// text/background pair against WCAG AA, so a new colour has to earn its place
// there too.
import type { CandleColour } from '@velas/domain/candles';
import type { ColourMode, SidebarColour, ThemeState } from './themeSlice';

export interface Palette {
  /** The page behind the cards. */
  bg: string;
  surface: string;
  /** Menus, dialogs and the header: one step above the surface. */
  raised: string;
  /** Hairlines between pieces of content (decorative, no contrast floor). */
  border: string;
  /** Borders that identify a control (inputs, outlined buttons): 3:1. */
  control: string;
  text: string;
  muted: string;
  /** The one accent for actions and links. */
  primary: string;
  onPrimary: string;
  gain: string;
  loss: string;
  warning: string;
  info: string;
  /** A faint wash of a semantic colour behind an alert or a selected row. */
  tint: string;
  focus: string;
  scrim: string;
}

const light: Palette = {
  bg: '#f3f4f7',
  surface: '#ffffff',
  raised: '#ffffff',
  border: '#e2e5eb',
  control: '#7b8191',
  text: '#14171f',
  muted: '#515868',
  primary: '#4338ca',
  onPrimary: '#ffffff',
  gain: '#047857',
  loss: '#b91c1c',
  warning: '#92400e',
  info: '#1d4ed8',
  tint: 'rgba(67, 56, 202, 0.07)',
  focus: '#4338ca',
  scrim: 'rgba(10, 12, 18, 0.55)',
};

const dark: Palette = {
  bg: '#0e1015',
  surface: '#171a21',
  raised: '#1f232c',
  border: '#2a2f3a',
  control: '#6f7687',
  text: '#f2f4f7',
  muted: '#a3a9b6',
  primary: '#a5b4fc',
  onPrimary: '#14123a',
  gain: '#34d399',
  loss: '#f87171',
  warning: '#fbbf24',
  info: '#7cb4fb',
  tint: 'rgba(165, 180, 252, 0.08)',
  focus: '#a5b4fc',
  scrim: 'rgba(0, 0, 0, 0.65)',
};

export const palettes: Record<ColourMode, Palette> = { light, dark };

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
