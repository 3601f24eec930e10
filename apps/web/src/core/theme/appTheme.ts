// The player app's theme: the kit's tokens in light and dark (docs/design.md#tokens)
// and what only this app draws. appTheme.test.ts checks every text/background
// pair against WCAG AA, so a new colour has to earn its place there too.
import type { CandleColour } from '@velas/domain/candles';
import {
  CANDLE_COLOURS,
  darkPalette,
  lightPalette,
  type Palette,
} from '@velas/domain/design-tokens';
import { kitTheme, type KitTheme } from '@velas/web-core/theme/tokens';
import type { ColourMode, SidebarColour, ThemeState } from './themeSlice.ts';

export const palettes: Record<ColourMode, Palette> = { light: lightPalette, dark: darkPalette };

/**
 * The game's own candle colours (docs/design.md): the same in both modes, always
 * with black text (6:1 or more on each), the highlight ring in gain green.
 */
export const candle: Record<CandleColour, string> & { onCandle: string } = {
  ...CANDLE_COLOURS,
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
export interface AppTheme extends KitTheme {
  candle: typeof candle;
  sidebar: SidebarPalette;
  /** Phone header and bottom bar heights: content is padded by these. */
  bars: { header: string; bottom: string };
}

export function buildTheme({ mode, sidebar }: ThemeState): AppTheme {
  return {
    ...kitTheme(mode, palettes[mode]),
    candle,
    sidebar: sidebarPalettes[mode][sidebar],
    bars: { header: '56px', bottom: '64px' },
  };
}
