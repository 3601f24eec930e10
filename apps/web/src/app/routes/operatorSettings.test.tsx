// What the operator did not configure is not shown, and a demo says
// it is one while production says nothing of it.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderApp, signedIn } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';

const DEMO_NOTICE =
  'Ambiente de demonstração: o seu saldo no app não é dinheiro real; as apostas saem dele.';

function serveProduction() {
  server.use(
    http.get(`${API}/api/settings/public`, () =>
      HttpResponse.json(fixtures.bareProductionSettings),
    ),
  );
}

function hrefs(): string[] {
  return Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
}

describe('operator settings on the screens', () => {
  it('a demo shows its banner and the configured links, chat and checkout', async () => {
    renderApp('/auth/presentation');
    expect(await screen.findByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      fixtures.demoSettings.links.instagram,
    );
    expect(screen.getByRole('link', { name: /Comprar por/ }).getAttribute('href')).toBe(
      fixtures.demoSettings.salesPages.presentation.checkoutUrl,
    );
    expect(screen.getByRole('link', { name: 'Suporte' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511999998888\?text=/,
    );
  });

  it('the demo registration lists the test CPFs it accepts', async () => {
    renderApp('/auth/register/ROLE_LOTOGREEN');
    const list = await screen.findByRole('region', { name: 'CPFs de teste' });
    expect(within(list).getByText('529.982.247-25 (Demo da Silva)')).toBeInTheDocument();
  });

  it('production without optional settings hides the banner, the test CPFs and every unconfigured link', async () => {
    serveProduction();
    renderApp('/auth/my-links');
    expect(await screen.findByRole('heading', { name: 'Meus Links' })).toBeInTheDocument();
    // Nothing is for sale here: no product row, only the way to the free dashboard.
    await screen.findByRole('link', { name: 'Entrar no painel gratuito' });
    expect(screen.queryByRole('link', { name: 'Ver mentoria' })).not.toBeInTheDocument();
    // The settings have arrived once the brand-dependent parts settle; nothing external remains.
    await expect.poll(() => screen.queryByRole('link', { name: 'Suporte' })).toBeNull();
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar no canal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Quero este/ })).not.toBeInTheDocument();
    expect(hrefs().filter((href) => /^https?:/.test(href))).toEqual([]);
  });

  it('production registration lists no test CPF', async () => {
    serveProduction();
    renderApp('/auth/register/ROLE_LOTOGREEN');
    expect(await screen.findByRole('form', { name: 'Cadastro' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'CPFs de teste' })).not.toBeInTheDocument();
  });

  it('the signed-in layout shows the demo banner and the configured lessons tile', async () => {
    renderApp('/admin/dashboard', { session: signedIn });
    expect(await screen.findByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Aulas' })).toBeInTheDocument();
  });
});
