import { screen } from '@testing-library/react';
import { historyMessages } from '@velas/domain/messages/history';
import { gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { http, HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderApp, signedIn } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';

describe('Histórico Aviator (docs/product/aviator-analysis.md#aviator-analysis)', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/api/casino-games/:id/start`, () =>
        HttpResponse.json(gameStartResponseSchema.parse({ link: 'https://jogo.example.com/x' })),
      ),
      http.get(`${API}/history-api/history-odd`, () => HttpResponse.json([])),
      http.get(`${API}/history-api/history-filter-odd`, () => HttpResponse.json([])),
      http.get(`${API}/history-api/rounds/proofs`, () =>
        HttpResponse.json({ salts: [], rounds: [] }),
      ),
    );
  });

  // "Jogar Aviator" opens the game in Todos os Jogos (GamesScreen.test.tsx): here it waits under the analysis.
  it('keeps the game closed under the analysis', async () => {
    renderApp('/admin/history-aviator', { session: signedIn });
    expect(await screen.findByRole('button', { name: 'Jogar aqui' })).toBeInTheDocument();
    expect(screen.queryByTitle('Aviator')).not.toBeInTheDocument();
  });

  it('names the house whose rounds these are, and that it is the game played here', async () => {
    renderApp('/admin/history-aviator', { session: signedIn });
    expect(
      await screen.findByText(
        'Rodadas do Aviator desta casa, Velas: as mesmas do Aviator que você joga aqui.',
      ),
    ).toBeInTheDocument();
  });

  it('answers under the grid with one number and what waiting does, the proof behind one tap', async () => {
    renderApp('/admin/history-aviator', { session: signedIn });
    const fold = await screen.findByText('Ver a prova');
    expect(fold.closest('details')).not.toHaveAttribute('open');
    for (const hidden of [
      'Valor que mais saiu',
      'Menor e maior vela',
      'A chance de cada vela alta na próxima rodada',
      'Velas rosa',
      'Chance real e chance observada',
    ])
      expect(screen.queryByRole('heading', { name: hidden })).not.toBeInTheDocument();
    // The answer and the honest message stay in sight.
    expect(await screen.findByRole('heading', { name: 'Valor do meio' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Esperar não aumenta a chance de vela alta' }),
    ).toBeInTheDocument();
  });

  it('opens Horas on the hour test, the maps and tables behind one tap', async () => {
    renderApp('/admin/history-aviator?aba=horas', { session: signedIn });
    expect(
      await screen.findByRole('heading', { name: 'As horas de hoje e o acaso' }),
    ).toBeInTheDocument();
    const fold = await screen.findByText('Ver por hora e por vela: mapas e tabelas de hoje');
    expect(fold.closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByText('Velas altas por hora, o que já saiu')).not.toBeInTheDocument();
  });

  it('opens the maps at once when Horários’ link to other days led here', async () => {
    renderApp('/admin/history-aviator?aba=horas&mapas=abertos', { session: signedIn });
    const fold = await screen.findByText('Ver por hora e por vela: mapas e tabelas de hoje');
    expect(fold.closest('details')).toHaveAttribute('open');
    expect(await screen.findByText('Velas altas por hora, o que já saiu')).toBeInTheDocument();
    expect(screen.getByLabelText('Dia')).toBeInTheDocument();
  });

  it.each([
    ['rodadas', true],
    ['verificar', true],
    ['horas', false],
    ['contas', false],
  ])(
    'shows the window selector on ?aba=%s only where it drives the cards: %s',
    async (slug, shown) => {
      renderApp(`/admin/history-aviator?aba=${slug}`, { session: signedIn });
      expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
      const picker = screen.queryByRole('combobox', {
        name: new RegExp(`^${historyMessages.roundWindowLabel}`),
      });
      if (shown) expect(picker).toBeInTheDocument();
      else expect(picker).not.toBeInTheDocument();
    },
  );
});
