import type { TileMotif } from '@velas/domain/demo/catalogue';

/** Every motif is drawn in a 100 x 100 box centred on the tile. */
export const TILE_MOTIFS = {
  plane: `<path d="M50 12c4 0 6 5 6 10v18l30 16v8l-30-8v16l9 7v6l-15-4-15 4v-6l9-7V56l-30 8v-8l30-16V22c0-5 2-10 6-10z"/>`,
  ball: `<circle cx="50" cy="50" r="36" fill="none" stroke="currentColor" stroke-width="6"/><path d="M50 34l15 11-6 18H41l-6-18z"/><path d="M50 14v20M65 45l19-6M59 63l12 16M41 63 29 79M35 45l-19-6" stroke="currentColor" stroke-width="5" fill="none"/>`,
  dice: `<rect x="14" y="30" width="40" height="40" rx="8" transform="rotate(-12 34 50)"/><rect x="48" y="26" width="40" height="40" rx="8" fill="none" stroke="currentColor" stroke-width="6" transform="rotate(10 68 46)"/><g fill="#0e1015"><circle cx="26" cy="44" r="4"/><circle cx="34" cy="52" r="4"/><circle cx="42" cy="60" r="4"/></g><g><circle cx="62" cy="40" r="4"/><circle cx="74" cy="52" r="4"/></g>`,
  wheel: `<circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" stroke-width="6"/><circle cx="50" cy="50" r="10"/><path d="M50 12v76M12 50h76M23 23l54 54M77 23 23 77" stroke="currentColor" stroke-width="4"/><circle cx="50" cy="24" r="5" fill="#f2f4f7"/>`,
  grid: `<g><rect x="14" y="14" width="20" height="20" rx="4"/><rect x="40" y="14" width="20" height="20" rx="4" opacity=".45"/><rect x="66" y="14" width="20" height="20" rx="4"/><rect x="14" y="40" width="20" height="20" rx="4" opacity=".45"/><rect x="40" y="40" width="20" height="20" rx="4"/><rect x="66" y="40" width="20" height="20" rx="4" opacity=".45"/><rect x="14" y="66" width="20" height="20" rx="4"/><rect x="40" y="66" width="20" height="20" rx="4" opacity=".45"/><rect x="66" y="66" width="20" height="20" rx="4"/></g>`,
  suits: `<path d="M32 22c-10 14-20 20-20 30a10 10 0 0 0 18 6l-4 14h12l-4-14a10 10 0 0 0 18-6c0-10-10-16-20-30z"/><path d="M70 30c-6-10-22-6-18 8 2 8 18 20 18 20s16-12 18-20c4-14-12-18-18-8z" transform="translate(0 22)"/>`,
  crown: `<path d="M14 70 20 28l16 18 14-26 14 26 16-18 6 42z"/><rect x="14" y="74" width="72" height="10" rx="3"/>`,
  pick: `<path d="M20 34C34 16 66 16 80 34 66 28 34 28 20 34z"/><rect x="46" y="26" width="8" height="60" rx="3" transform="rotate(-35 50 56)"/><path d="M64 66l10 8-10 10-10-8z" opacity=".7"/>`,
  fish: `<path d="M14 50c14-20 40-24 56-8l16-12v40L70 58C54 74 28 70 14 50z"/><circle cx="30" cy="46" r="4" fill="#0e1015"/>`,
  cherry: `<path d="M36 62C40 40 52 24 70 16M64 60C62 42 64 28 70 16" stroke="currentColor" stroke-width="4" fill="none"/><circle cx="34" cy="68" r="16"/><circle cx="66" cy="66" r="16"/><path d="M70 16c8-4 16 0 18 6-8 2-14 0-18-6z"/>`,
  gem: `<path d="M28 22h44l16 20-38 40-38-40z"/><path d="M12 42h76M38 22l-8 20 20 40 20-40-8-20" stroke="#0e1015" stroke-width="3" fill="none" opacity=".5"/>`,
  star: `<path d="M50 10l11 26 28 2-21 18 7 28-25-15-25 15 7-28-21-18 28-2z"/>`,
  clover: `<circle cx="36" cy="36" r="14"/><circle cx="64" cy="36" r="14"/><circle cx="36" cy="60" r="14"/><circle cx="64" cy="60" r="14"/><path d="M50 50q6 22 -4 38" stroke="currentColor" stroke-width="5" fill="none"/>`,
  bell: `<path d="M50 12c-4 0-6 3-6 6-14 4-20 16-20 30v16l-8 10h68l-8-10V48c0-14-6-26-20-30 0-3-2-6-6-6z"/><circle cx="50" cy="84" r="7"/>`,
  coin: `<circle cx="50" cy="50" r="36"/><circle cx="50" cy="50" r="26" fill="none" stroke="#0e1015" stroke-width="4" opacity=".45"/><path d="M50 30v40M40 40h16a6 6 0 0 1 0 12H44a6 6 0 0 0 0 12h16" stroke="#0e1015" stroke-width="5" fill="none" opacity=".6"/>`,
  lantern: `<rect x="44" y="10" width="12" height="8" rx="2"/><path d="M30 26h40l-4 50H34z"/><rect x="26" y="20" width="48" height="8" rx="3"/><rect x="26" y="74" width="48" height="8" rx="3"/><path d="M50 36c6 8 6 16 0 24-6-8-6-16 0-24z" fill="#0e1015" opacity=".5"/>`,
} as const satisfies Record<TileMotif, string>;

/**
 * Background and motif pairs: the dark sidebar tints (primary, blue, green)
 * with their accents, each pair at 7:1 or more, so the art reads in both themes.
 */
export const TILE_TINTS = [
  { bg: '#181833', glow: '#26264d', ink: '#a5b4fc' },
  { bg: '#0f1c30', glow: '#182b47', ink: '#7cb4fb' },
  { bg: '#0d2219', glow: '#153626', ink: '#34d399' },
] as const;

const MOTIF_LIST = Object.keys(TILE_MOTIFS) as TileMotif[];

/** A game the demo did not draw (an aggregator's, say) still gets a steady motif. */
export function fallbackMotif(gameId: number): TileMotif {
  return MOTIF_LIST[gameId % MOTIF_LIST.length] ?? 'star';
}
