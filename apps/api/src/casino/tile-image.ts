// SVG so the api ships no binary assets; no text inside: the web app writes the
// name under it (docs/product/games.md#games-catalogue).
import { CATALOGUE, type TileMotif } from '@velas/domain/demo/catalogue';
import { escapeHtml } from '#/http/escape-html.js';
import { fallbackMotif, TILE_MOTIFS, TILE_TINTS } from './tile-art.js';

export const TILE_VARIANTS = ['mobile', 'desktop'] as const;
export type TileVariant = (typeof TILE_VARIANTS)[number];

const SIZES: Record<TileVariant, { width: number; height: number }> = {
  mobile: { width: 200, height: 200 },
  desktop: { width: 320, height: 200 },
};

const DRAWN = new Map<number, TileMotif>(
  CATALOGUE.flatMap((category) => category.games.map((game) => [game.id, game.art] as const)),
);

export function tileSvg(game: { id: number; name: string }, variant: TileVariant): string {
  const { width, height } = SIZES[variant];
  const tint = TILE_TINTS[game.id % TILE_TINTS.length] ?? TILE_TINTS[0];
  const motif = TILE_MOTIFS[DRAWN.get(game.id) ?? fallbackMotif(game.id)];
  const name = escapeHtml(game.name);
  const scale = (height * 0.6) / 100;
  const x = (width - 100 * scale) / 2;
  const y = (height - 100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">
<defs><radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${tint.glow}"/><stop offset="1" stop-color="${tint.bg}"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})" fill="${tint.ink}" color="${tint.ink}">${motif}</g>
</svg>`;
}
