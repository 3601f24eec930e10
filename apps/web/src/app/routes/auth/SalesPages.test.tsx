import { screen, within } from '@testing-library/react';
import { commonMessages } from '@velas/domain/messages/common';
import { salesMessages } from '@velas/domain/messages/sales';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderApp } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';
import { authScreensCopy } from './copy.ts';

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

  it('Robô VIP says what it sends and, with no price configured, who names the price', async () => {
    renderApp('/auth/bot-teleco-vip');
    expect(await screen.findByRole('heading', { name: 'O que você recebe' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Quero o Robô VIP' })).toBeInTheDocument();
    expect(
      screen.getByText('O suporte informa o preço antes de qualquer compra.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/R\$/)).not.toBeInTheDocument();
  });

  it('Robô VIP sells at the price the operator configured', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json({
          ...fixtures.demoSettings,
          salesPages: {
            ...fixtures.demoSettings.salesPages,
            roboVip: { checkoutUrl: 'https://pay.example.com/robo', price: 9_700 },
          },
        }),
      ),
    );
    renderApp('/auth/bot-teleco-vip');
    const buy = await screen.findByRole('link', { name: /Comprar por R\$\s97,00/ });
    expect(buy).toHaveAttribute('href', 'https://pay.example.com/robo');
    expect(screen.queryByText(/O suporte informa o preço/)).not.toBeInTheDocument();
  });

  it('Meus Links gives each robot one outlined action named with its product', async () => {
    renderApp('/auth/my-links');
    const robot = await screen.findByRole('link', { name: 'Quero este: Robô 10x 24h' });
    expect(robot.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getAllByRole('link', { name: /^Quero este: / })).toHaveLength(3);
    // Each robot says what it sends and the real chance of its multiplier.
    expect(screen.getByText(/chegar a 10x: 9,7%/)).toBeInTheDocument();
    expect(screen.getByText(/chegar a 2x: 48,5%/)).toBeInTheDocument();
    // No price configured for them: each says who names it, as the Robô VIP page does.
    expect(screen.getAllByText('O suporte informa o preço antes de qualquer compra.')).toHaveLength(
      3,
    );
  });

  it('Meus Links sells each product with the button and price of its own page', async () => {
    renderApp('/auth/my-links');
    const dashboard = await screen.findByRole('link', {
      name: /^Comprar por R\$\s147,00: Painel \+ curso/,
    });
    expect(dashboard).toHaveAttribute('href', 'https://pay.example.com/painel');
    const mentoring = screen.getByRole('link', { name: /^Comprar por R\$\s297,00: Mentoria/ });
    expect(mentoring.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.queryByText(/100x/)).not.toBeInTheDocument();
  });

  it('Meus Links does not offer a product the operator did not configure', async () => {
    // A checkout for the dashboard only, and no support contact: the
    // mentoring and the robots cannot be bought here, as their pages say.
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json({
          ...fixtures.bareProductionSettings,
          salesPages: {
            ...fixtures.bareProductionSettings.salesPages,
            presentation: { checkoutUrl: 'https://pay.example.com/painel' },
          },
        }),
      ),
    );
    renderApp('/auth/my-links');
    expect(
      await screen.findByRole('link', { name: /^Comprar por R\$\s147,00: Painel \+ curso/ }),
    ).toBeInTheDocument();
    // The layout's own links may name the pages; the menu offers neither.
    const menu = within(screen.getByRole('main'));
    expect(menu.queryByText(/Mentoria/)).not.toBeInTheDocument();
    expect(screen.queryByText(/297,00/)).not.toBeInTheDocument();
    expect(menu.queryByText(/Robô/)).not.toBeInTheDocument();
  });

  it('Meus Links with nothing configured says so and leads to the free dashboard', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderApp('/auth/my-links');
    expect(await screen.findByText(salesMessages.myLinksEmpty)).toBeInTheDocument();
    expect(screen.queryByText(commonMessages.salesNotForSale)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: commonMessages.salesGoToDashboard })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByRole('link', { name: /Comprar|Quero/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/R\$/)).not.toBeInTheDocument();
  });

  it.each([
    ['/auth/mentoria', authScreensCopy.mentoringPitch],
    ['/auth/bot-teleco-vip', authScreensCopy.roboVipSignals],
  ])(
    '%s unconfigured says only that it is not for sale and leads to the free dashboard',
    async (path, pitch) => {
      server.use(
        http.get(`${API}/api/settings/public`, () =>
          HttpResponse.json(fixtures.bareProductionSettings),
        ),
      );
      renderApp(path);
      const notice = await screen.findByText(commonMessages.salesNotForSale);
      // It promises only what the free dashboard shows in every house: no
      // signals, which no game of the demo house draws.
      expect(notice).toHaveTextContent(
        'Ainda não está à venda nesta casa. O painel gratuito já mostra as estatísticas das rodadas desta casa, com a chance real de cada vela.',
      );
      expect(notice.textContent).not.toMatch(/sinais/i);
      expect(screen.getByRole('link', { name: commonMessages.salesGoToDashboard })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      expect(screen.queryByRole('link', { name: /Comprar|Quero/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/R\$/)).not.toBeInTheDocument();
      // No pitch for what this house does not sell: the Robô VIP listed
      // signals for games the player may not have, then said it was not for sale.
      expect(screen.queryByText(pitch)).not.toBeInTheDocument();
      expect(screen.queryByText(authScreensCopy.whatYouGet)).not.toBeInTheDocument();
    },
  );

  it('the footer links only the products this house sells', async () => {
    renderApp('/auth/login');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Mentoria' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Meus Links' })).toBeInTheDocument();
  });

  it('with nothing configured the footer offers no product link', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderApp('/auth/login');
    const footer = await screen.findByRole('contentinfo');
    // The operator's brand shows once the settings have answered.
    await screen.findAllByRole('img', { name: 'Casa Real' });
    for (const name of ['Apresentação', 'Meus Links', 'Mentoria', 'Robô VIP'])
      expect(within(footer).queryByRole('link', { name })).not.toBeInTheDocument();
  });
});
