import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@velas/domain/messages';
import { gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fixtures from '../../test/fixtures';
import { API } from '../../test/handlers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../test/server';
import { PlayHereCard } from './PlayHereCard';

describe('PlayHereCard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('brings the opened game to the top of the screen, where the frame shows all of it', async () => {
    server.use(
      http.get(`${API}/api/casino-games/:id/start`, () =>
        HttpResponse.json(gameStartResponseSchema.parse({ link: 'https://jogo.example.com/x' })),
      ),
    );
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ element: this, options });
    });
    renderWithProviders(<PlayHereCard gameId={3835} title="Aviator" />);
    expect(scrolled).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jogar aqui' }));
    const frame = await screen.findByTitle('Aviator');
    await waitFor(() => {
      expect(scrolled).toHaveLength(1);
    });
    // At once (a smooth scroll would be overtaken by the charts drawing above it).
    expect(scrolled[0]?.options).toEqual({ block: 'start' });
    expect(scrolled[0]?.element.contains(frame)).toBe(true);
  });

  it('before the identity is verified, says so in plain words and starts the check here', async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    const starts: string[] = [];
    server.use(
      http.get(`${API}/api/casino-games/:id/start`, ({ request }) => {
        starts.push(request.url);
        return HttpResponse.json({ message: messages.gameStartNeedsVerification }, { status: 403 });
      }),
    );
    server.use(
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ session_id: 'sessao-1', widget_url: 'widget/sessao-1' }),
      ),
    );
    renderWithProviders(<PlayHereCard gameId={3835} title="Aviator" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jogar aqui' }));
    const verify = await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(screen.getByText(messages.gameStartNeedsVerification)).toBeInTheDocument();
    // Never another website to go to, nor a game said to be down.
    expect(screen.queryByText(/site da casa de apostas/)).not.toBeInTheDocument();
    expect(screen.queryByText('Jogo indisponível no momento')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(starts).toEqual([]);
    await userEvent.setup().click(verify);
    expect(
      await screen.findByRole('dialog', { name: messages.identityVerification }),
    ).toBeInTheDocument();
  });

  it("says the api's own reason when a verified player's game does not start", async () => {
    const down =
      'Não foi possível abrir o jogo agora: o provedor de jogos não respondeu. Tente novamente em alguns minutos.';
    server.use(
      http.get(`${API}/api/casino-games/:id/start`, () =>
        HttpResponse.json({ message: down, errors: {} }, { status: 502 }),
      ),
    );
    renderWithProviders(
      <PlayHereCard
        gameId={3835}
        title="Aviator"
        startFailureMessage={messages.gameStartNeedsVerification}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jogar aqui' }));
    expect(await screen.findByText(down)).toBeInTheDocument();
    // Never the identity check to a player who passed it.
    expect(screen.queryByText(messages.gameStartNeedsVerification)).not.toBeInTheDocument();
  });
});
