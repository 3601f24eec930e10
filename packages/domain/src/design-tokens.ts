import type { CandleColour } from './candles.js';

export interface Palette {
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

export const lightPalette: Palette = {
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

export const darkPalette: Palette = {
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

/** The same in both modes, always with black text (6:1 or more on each). */
export const CANDLE_COLOURS: Record<CandleColour, string> = {
  info: '#3b9bff',
  purple: '#b77cf6',
  primary: '#f472c6',
};

export const FONT_STACK =
  '"Figtree Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
