// Tile images for the game catalogue, drawn as SVG so the api ships no binary
// assets: a colour from the game id, the game's name, sized for phones
// (square) or desktops (wide). Dark stops keep the white name at 5:1 or more
// on every hue (yellow and lime at 45% lightness gave 2.3:1).
import { escapeHtml } from '../http/escape-html.js';

export const TILE_VARIANTS = ['mobile', 'desktop'] as const;
export type TileVariant = (typeof TILE_VARIANTS)[number];

const SIZES: Record<TileVariant, { width: number; height: number; fontSize: number }> = {
  mobile: { width: 200, height: 200, fontSize: 22 },
  desktop: { width: 320, height: 200, fontSize: 26 },
};

export function tileSvg(game: { id: number; name: string }, variant: TileVariant): string {
  const { width, height, fontSize } = SIZES[variant];
  const hue = (game.id * 47) % 360;
  const name = escapeHtml(game.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 24%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 14%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" rx="16" fill="url(#g)"/>
<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700">${name}</text>
</svg>`;
}
