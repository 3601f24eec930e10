import { screen, within } from '@testing-library/react';
import { fullPath, ROUTES } from '@velas/domain/routes';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../test/fixtures';
import { API } from '../test/handlers';
import { renderApp, signedIn } from '../test/renderApp';
import { server } from '../test/server';
import { menuSections } from './navigation';

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
    expect(links('Sorteios ao acaso, sem previsão')).toEqual([
      'Sinais Mines',
      'Sinais Football Studio',
      'Sinais Bac Bo',
      'Sinais Roletas',
    ]);
    expect(links('Dinheiro')).toEqual(['Depositar', 'Sacar', 'Extrato']);
    expect(links('Conta e jogo responsável')).toEqual(['Minha conta', 'Jogo responsável']);
    expect(within(titled('Jogar')).getByRole('link', { name: 'Jogar Aviator' })).toHaveAttribute(
      'href',
      '/admin/games?jogar=3835',
    );
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
