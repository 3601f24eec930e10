import { messages } from '@velas/domain/messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../../../test/fixtures';
import { API } from '../../../test/handlers';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';

describe('sales pages', () => {
  it('presents the dashboard at R$ 147,00, a sign-up link and no bonus offer', async () => {
    renderApp('/auth/presentation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apresentação' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Comprar por R\$\s147,00/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar minha conta' }).getAttribute('href')).toBe(
      '/auth/register/ROLE_APP_LOTOGREEN',
    );
    expect(screen.queryByText(/bônus/i)).not.toBeInTheDocument();
    // No video configured: no placeholder either.
    expect(screen.queryByText(/Vídeo ainda não disponível/)).not.toBeInTheDocument();
    expect(screen.getByText(/nenhum painel, sinal ou curso garante lucro/)).toBeInTheDocument();
  });

  it('sells the mentoring at R$ 297,00', async () => {
    renderApp('/auth/mentoria');
    expect(
      await screen.findByRole('link', { name: /Comprar por R\$\s297,00/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Suporte' })).toBeInTheDocument();
  });

  it.each(['/auth/my-links', '/auth/bot-teleco-vip'])(
    '%s has a support link and the honesty note',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('link', { name: 'Suporte' })).toBeInTheDocument();
      expect(screen.getByText(/nenhum painel, sinal ou curso garante lucro/)).toBeInTheDocument();
    },
  );

  it.each(['/auth/mentoria', '/auth/bot-teleco-vip'])(
    '%s unconfigured says it is not for sale and leads to the free dashboard',
    async (path) => {
      server.use(
        http.get(`${API}/api/settings/public`, () =>
          HttpResponse.json(fixtures.bareProductionSettings),
        ),
      );
      renderApp(path);
      expect(await screen.findByText(messages.salesNotForSale)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: messages.salesGoToDashboard })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      expect(screen.queryByRole('link', { name: /Comprar|Quero/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/R\$/)).not.toBeInTheDocument();
    },
  );
});
