import { QueryStatus } from '@reduxjs/toolkit/query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { ShortcutTiles } from './ShortcutTiles.tsx';

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
      // No betting site: Sinais Roletas is there for the roulette the lobby opens.
      http.get(`${API}/v2/casino-games/category`, () =>
        HttpResponse.json([
          {
            id: 3,
            name: 'Jogos de Roleta',
            position: 3,
            games: [{ id: 7001, name: 'Roleta Europeia', image: 'r/', rtp: 97.3 }],
          },
        ]),
      ),
    );
    renderWithProviders(<ShortcutTiles />);
    const roulette = await screen.findByRole('link', { name: 'Sinais Roletas' });
    expect(fillsRow(roulette)).toBe(false);
    const tiles = screen.getAllByRole('link');
    expect(tiles[1]).toHaveAccessibleName('Todos os Jogos');
  });

  it('has no Sinais Roletas tile where no roulette plays, and its neighbour fills the row', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    const { store } = renderWithProviders(<ShortcutTiles />);
    // Both answers are in: the settings (no betting site) and the catalogue (no roulette).
    await waitFor(() => {
      const statuses = Object.values(store.getState().api.queries).map((query) => query?.status);
      expect(statuses.length).toBeGreaterThanOrEqual(2);
      expect(statuses.every((status) => status === QueryStatus.fulfilled)).toBe(true);
    });
    expect(screen.queryByRole('link', { name: 'Sinais Roletas' })).not.toBeInTheDocument();
    expect(fillsRow(screen.getByRole('link', { name: 'Horários Aviator' }))).toBe(true);
  });

  it('opens with one tap on the game: Jogar Aviator, first, on a row of its own', async () => {
    renderWithProviders(<ShortcutTiles />);
    const play = (await screen.findAllByRole('link'))[0];
    expect(play).toHaveAccessibleName('Jogar Aviator');
    expect(play?.getAttribute('href')).toMatch(/\/games\?jogar=3835$/);
    if (play) expect(fillsRow(play)).toBe(true);
  });
});
