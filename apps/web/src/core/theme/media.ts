// The widths where the layout changes, and the media queries built from them:
// styled-components rules use `media`, matchMedia (useMediaQuery) uses
// `mediaQueries`. The layout and tile widths are domain constants.
import { MOBILE_LAYOUT_BREAKPOINT, MOBILE_TILE_BREAKPOINT } from '@velas/domain/constants';

const breakpoints = {
  /** Under this: the smallest phones (360 px), where the header drops words. */
  narrow: 400,
  /** At most this wide: a phone (one-row header with the brand, title in the content). */
  phone: 600,
  /** Game tiles switch between phone and larger sizes here. */
  tiles: MOBILE_TILE_BREAKPOINT,
  /** From here up: fixed sidebar, no bottom navigation. */
  layout: MOBILE_LAYOUT_BREAKPOINT,
  /** From here up: three-column grids. */
  wide: 1200,
} as const;

export const mediaQueries = {
  narrow: `(max-width: ${breakpoints.narrow - 1}px)`,
  phone: `(max-width: ${breakpoints.phone}px)`,
  upToTiles: `(max-width: ${breakpoints.tiles}px)`,
  tiles: `(min-width: ${breakpoints.tiles}px)`,
  belowLayout: `(max-width: ${breakpoints.layout - 1}px)`,
  layout: `(min-width: ${breakpoints.layout}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

type MediaName = keyof typeof mediaQueries;

/** `@media …` at-rules for styled-components: `${media.layout} { … }`. */
export const media = Object.fromEntries(
  Object.entries(mediaQueries).map(([name, query]) => [name, `@media ${query}`]),
) as Record<MediaName, string>;
