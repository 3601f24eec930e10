import { screen } from '@testing-library/react';
import { gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { http, HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/handlers';
import { renderApp, signedIn } from '../../../test/renderApp';
import { server } from '../../../test/server';

describe('Histórico Aviator opened to play (docs/product.md#aviator-analysis)', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/api/casino-games/:id/start`, () =>
        HttpResponse.json(gameStartResponseSchema.parse({ link: 'https://jogo.example.com/x' })),
      ),
      http.get(`${API}/history-api/history-odd`, () => HttpResponse.json([])),
      http.get(`${API}/history-api/history-filter-odd`, () => HttpResponse.json([])),
    );
  });

  it('puts the game first, already started, when the address asks to play', async () => {
    renderApp('/admin/history-aviator?jogar=1', { session: signedIn });
    const game = await screen.findByRole('region', { name: 'Jogar Aviator' });
    expect(await screen.findByTitle('Aviator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar jogo' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    // Before the grid of rounds, the screen's first card.
    const rounds = await screen.findByRole('region', { name: 'Últimas rodadas (x)' });
    expect(game.compareDocumentPosition(rounds) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.querySelectorAll('[aria-label="Jogar Aviator"]')).toHaveLength(1);
  });

  it('keeps the game closed under the analysis otherwise', async () => {
    renderApp('/admin/history-aviator', { session: signedIn });
    expect(await screen.findByRole('button', { name: 'Jogar aqui' })).toBeInTheDocument();
    expect(screen.queryByTitle('Aviator')).not.toBeInTheDocument();
  });
});
