import { CATALOGUE } from '@velas/domain/demo/catalogue';
import { describe, expect, it } from 'vitest';
import { fallbackMotif, TILE_MOTIFS } from './tile-art.js';
import { tileSvg } from './tile-image.js';

describe('catalogue tile art', () => {
  it('draws every demo game with its own motif and no text', () => {
    for (const game of CATALOGUE.flatMap((category) => category.games)) {
      const svg = tileSvg(game, 'mobile');
      expect(svg).toContain(TILE_MOTIFS[game.art]);
      expect(svg).not.toContain('<text');
    }
  });

  it('gives a game the demo did not draw a steady motif of the set', () => {
    const motif = fallbackMotif(987_654);
    expect(Object.keys(TILE_MOTIFS)).toContain(motif);
    expect(tileSvg({ id: 987_654, name: 'Outro <jogo>' }, 'desktop')).toContain(
      'aria-label="Outro &#60;jogo&#62;"',
    );
  });
});
