import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../../test/fixtures';
import { API } from '../../test/handlers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../test/server';
import { ShortcutTiles } from './ShortcutTiles';

/** Whether `tile` spans the whole row of the two-column grid. */
function fillsRow(tile: Element): boolean {
  return getComputedStyle(tile).gridColumn.replace(/\s/g, '') === '1/-1';
}

describe('dashboard shortcuts', () => {
  it('lets a lone last tile fill its row in the two-column grid', async () => {
    renderWithProviders(<ShortcutTiles />);
    const lessons = await screen.findByRole('link', { name: 'Aulas' });
    expect(fillsRow(lessons)).toBe(true);
    expect(fillsRow(screen.getByRole('link', { name: 'Sinais Roletas' }))).toBe(false);
  });

  it('keeps an even row of tiles in their columns, the games first', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderWithProviders(<ShortcutTiles />);
    const roulette = await screen.findByRole('link', { name: 'Sinais Roletas' });
    expect(fillsRow(roulette)).toBe(false);
    const tiles = screen.getAllByRole('link');
    expect(tiles[1]).toHaveAccessibleName('Todos os Jogos');
  });

  it('opens with one tap on the game: Jogar Aviator, first, on a row of its own', async () => {
    renderWithProviders(<ShortcutTiles />);
    const play = (await screen.findAllByRole('link'))[0];
    expect(play).toHaveAccessibleName('Jogar Aviator');
    expect(play?.getAttribute('href')).toMatch(/\/games\?jogar=3835$/);
    if (play) expect(fillsRow(play)).toBe(true);
  });
});
