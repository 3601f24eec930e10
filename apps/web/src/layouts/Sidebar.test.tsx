import { screen, within } from '@testing-library/react';
import { fullPath, ROUTES } from '@velas/domain/routes';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../test/fixtures.ts';
import { API } from '../test/handlers.ts';
import { renderApp, signedIn } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { menuSections } from './navigation.ts';

describe('sidebar products', () => {
  it('lists the products this house sells', async () => {
    renderApp('/admin/games', { session: signedIn });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(await within(menu).findByRole('link', { name: 'Mentoria' })).toBeInTheDocument();
    expect(within(menu).getByText('Produtos')).toBeInTheDocument();
  });

  it('shows no Produtos group when nothing is for sale', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderApp('/admin/games', { session: signedIn });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    // The operator's logo shows once the settings have answered.
    await within(menu).findByRole('img', { name: 'Casa Real' });
    expect(within(menu).queryByText('Produtos')).not.toBeInTheDocument();
    for (const name of ['Apresentação', 'Meus Links', 'Mentoria', 'Robô VIP'])
      expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
  });
});

describe('sidebar sections', () => {
  it('groups the menu in short labelled sections, the game first and Minha conta in it', async () => {
    renderApp('/admin/games', { session: signedIn });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const titled = (name: string) => within(menu).getByRole('region', { name });
    const links = (name: string) =>
      within(titled(name))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links('Jogar')).toEqual(['Minhas operações', 'Jogar Aviator', 'Todos os Jogos']);
    // The catalogue opens Mines Pro only; the betting site serves Roletas.
    expect(await within(menu).findByRole('link', { name: 'Sinais Mines' })).toBeInTheDocument();
    expect(links('Sorteios ao acaso, sem previsão')).toEqual(['Sinais Mines', 'Sinais Roletas']);
    expect(links('Dinheiro')).toEqual(['Depositar', 'Sacar', 'Extrato']);
    expect(links('Conta e jogo responsável')).toEqual(['Minha conta', 'Jogo responsável']);
    expect(within(titled('Jogar')).getByRole('link', { name: 'Jogar Aviator' })).toHaveAttribute(
      'href',
      '/admin/games?jogar=3835',
    );
  });

  it('lists every signal screen when each game plays in this house', async () => {
    server.use(
      http.get(`${API}/v2/casino-games/category`, () =>
        HttpResponse.json([
          {
            id: 2,
            name: 'Cassino ao vivo',
            position: 2,
            games: [6246, 6286, 3836].map((id) => ({
              id,
              name: `Jogo ${String(id)}`,
              image: 'x/',
              rtp: null,
            })),
          },
          {
            id: 3,
            name: 'Jogos de Roleta',
            position: 3,
            games: [{ id: 7001, name: 'Roleta Europeia', image: 'r/', rtp: null }],
          },
        ]),
      ),
      // No betting site: Roletas is listed for the roulette the lobby opens.
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderApp('/admin/games', { session: signedIn });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const draws = await within(menu).findByRole('region', {
      name: 'Sorteios ao acaso, sem previsão',
    });
    await within(draws).findByRole('link', { name: 'Sinais Roletas' });
    expect(
      within(draws)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sinais Mines', 'Sinais Football Studio', 'Sinais Bac Bo', 'Sinais Roletas']);
  });

  it('drops the draws section when no signal game plays in this house', async () => {
    server.use(
      http.get(`${API}/v2/casino-games/category`, () =>
        HttpResponse.json([
          {
            id: 3,
            name: 'Jogos de Roleta',
            position: 3,
            games: [{ id: 7001, name: 'Roleta Europeia', image: 'r/', rtp: null, playable: false }],
          },
          {
            id: 2,
            name: 'Cassino ao vivo',
            position: 2,
            games: [{ id: 3836, name: 'Mines Pro', image: 'm/', rtp: null, playable: false }],
          },
        ]),
      ),
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderApp('/admin/games', { session: signedIn });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    // Both answers are in once the operator's logo and the lobby's line show.
    await within(menu).findByRole('img', { name: 'Casa Real' });
    await screen.findByText('Os jogos desta casa ainda não estão conectados.');
    expect(within(menu).queryByText('Sorteios ao acaso, sem previsão')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /^Sinais / })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Todos os Jogos' })).toBeInTheDocument();
  });

  it('keeps every screen of the route table in one section, once', () => {
    const listed = menuSections('/admin', 'Jogar Aviator').flatMap((section) =>
      section.items.filter((item) => item.play !== true).map((item) => item.to),
    );
    const admin = ROUTES.filter((route) => route.layout === 'admin').map((route) =>
      fullPath(route),
    );
    expect([...listed].sort()).toEqual([...admin].sort());
  });

  it('marks either Todos os Jogos or Jogar Aviator as the current page, never both', async () => {
    renderApp('/admin/games?jogar=3835', { session: signedIn });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Jogar Aviator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Todos os Jogos' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
