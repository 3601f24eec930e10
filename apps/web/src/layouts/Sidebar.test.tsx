import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../test/fixtures';
import { API } from '../test/handlers';
import { renderApp, signedIn } from '../test/renderApp';
import { server } from '../test/server';

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
