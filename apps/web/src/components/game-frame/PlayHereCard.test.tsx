import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonMessages } from '@velas/domain/messages/common';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublicSettings } from '#/services/settingsApi.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { PlayHereCard } from './PlayHereCard.tsx';

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
    const play = await screen.findByRole('button', { name: 'Jogar aqui' });
    expect(scrolled).toEqual([]);
    await userEvent.setup().click(play);
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
        return HttpResponse.json(
          { message: commonMessages.gameStartNeedsVerification },
          { status: 403 },
        );
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
    expect(screen.getByText(commonMessages.gameStartNeedsVerification)).toBeInTheDocument();
    // Never another website to go to, nor a game said to be down.
    expect(screen.queryByText(/site da casa de apostas/)).not.toBeInTheDocument();
    expect(screen.queryByText('Jogo indisponível no momento')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(starts).toEqual([]);
    await userEvent.setup().click(verify);
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
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
        startFailureMessage={commonMessages.gameStartNeedsVerification}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jogar aqui' }));
    expect(await screen.findByText(down)).toBeInTheDocument();
    // Never the identity check to a player who passed it.
    expect(screen.queryByText(commonMessages.gameStartNeedsVerification)).not.toBeInTheDocument();
  });

  it('offers no game that does not open: not connected, or no betting site to show', async () => {
    // One tree, one catalogue answer: Mines Pro's card shows it has come.
    renderWithProviders(
      <>
        <PlayHereCard gameId={6286} title="Bac Bo" />
        <PlayHereCard gameId={3836} title="Mines Pro" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Mines Pro' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Jogar aqui' })).toHaveLength(1);
    expect(screen.queryByText('Bac Bo')).not.toBeInTheDocument();
  });

  it('shows no betting site that is not configured where the screen has no game', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    function SettingsShown() {
      return usePublicSettings() === undefined ? null : <p>configuração lida</p>;
    }
    renderWithProviders(
      <>
        <SettingsShown />
        <PlayHereCard gameId={null} title="Roletas" />
      </>,
    );
    expect(await screen.findByText('configuração lida')).toBeInTheDocument();
    expect(screen.queryByText('Roletas')).not.toBeInTheDocument();
  });

  it('opens the betting site where the screen has no game, when one is configured', async () => {
    renderWithProviders(<PlayHereCard gameId={null} title="Roletas" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jogar aqui' }));
    expect((await screen.findByTitle('Roletas')).getAttribute('src')).toBe(
      fixtures.demoSettings.gameFallbackUrl,
    );
  });
});
