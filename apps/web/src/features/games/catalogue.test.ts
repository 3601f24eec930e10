import { categoriesResponseSchema } from '@velas/domain/schemas/casino';
import { describe, expect, it } from 'vitest';
import { categoryHeading, playableCatalogue, signalModeOf } from './catalogue.ts';

describe('category headings', () => {
  it('shows the provider without the superlative, and keeps the name signal mode reads', () => {
    expect(categoryHeading('Melhores TaDa Gaming')).toBe('TaDa Gaming');
    expect(categoryHeading('Jogos da PG')).toBe('PG Soft');
    expect(categoryHeading('Jogos de Roleta')).toBe('Jogos de Roleta');
    expect(signalModeOf('Jogos da PG')).toBe('generic');
    expect(signalModeOf('Melhores TaDa Gaming')).toBe('generic');
  });
});

describe('the lobby', () => {
  it('keeps only the games that open, drops emptied categories and counts the rest', () => {
    const categories = categoriesResponseSchema.parse([
      {
        id: 1,
        name: 'Crash',
        position: 1,
        games: [
          { id: 11, name: 'Aviator', image: '/a/', rtp: 97 },
          { id: 12, name: 'Foguete', image: '/f/', rtp: 97, playable: false },
        ],
      },
      {
        id: 2,
        name: 'Jogos da PG',
        position: 9,
        games: [{ id: 21, name: 'Frutas', image: '/s/', rtp: 96, playable: false }],
      },
    ]);
    const lobby = playableCatalogue(categories);
    expect(lobby.categories.map((category) => category.games.map((game) => game.name))).toEqual([
      ['Aviator'],
    ]);
    expect(lobby.hidden).toBe(2);
    expect(playableCatalogue(lobby.categories).hidden).toBe(0);
  });
});
