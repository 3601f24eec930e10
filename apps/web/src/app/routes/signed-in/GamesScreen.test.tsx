import { fireEvent, screen, within } from '@testing-library/react';
import { commonMessages } from '@velas/domain/messages/common';
import { gamesMessages } from '@velas/domain/messages/games';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { categoriesResponseSchema, gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderApp, signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import GamesScreen from './GamesScreen.tsx';

const categories = categoriesResponseSchema.parse([
  {
    id: 1,
    name: 'Populares',
    position: 1,
    games: [{ id: 11, name: 'Fortune Tiger', image: '/img/11/', rtp: 96.5 }],
  },
  {
    id: 2,
    name: 'Jogos de Roleta',
    position: 4,
    games: [
      { id: 21, name: 'Roleta Europeia', image: '/img/21/', rtp: 96.5 },
      { id: 22, name: 'Roleta Brasileira', image: '/img/22/', rtp: 96.5 },
    ],
  },
  {
    id: 3,
    name: 'Destaques',
    position: 9,
    games: [{ id: 31, name: 'Aviator', image: '/img/31/', rtp: 96.5 }],
  },
  {
    id: 4,
    name: 'Jogos da PG',
    position: 2,
    games: [
      { id: 41, name: 'Fortune Ox', image: '/img/41/', rtp: 96.5 },
      { id: 42, name: 'Sinos', image: '/img/42/', rtp: 96.5, playable: false },
    ],
  },
]);

const htmlGame = gameStartResponseSchema.parse({
  link: '<!DOCTYPE html><html><body><script>document.title = "jogo"</script></body></html>',
});

function serve(startLink = htmlGame) {
  server.use(
    http.get(`${API}/v2/casino-games/category`, () => HttpResponse.json(categories)),
    http.get(`${API}/api/casino-games/:id/start`, () => HttpResponse.json(startLink)),
  );
}

/** jsdom has no matchMedia: answer max-width queries for a window of `width` px. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= maxWidth, addEventListener() {}, removeEventListener() {} };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('All Games', () => {
  it('shows Carregando... and then the categories, position 9 first, with desktop tiles', async () => {
    windowWidth(1366);
    serve();
    renderWithProviders(<GamesScreen />);
    expect(screen.getByText(commonMessages.gamesLoading)).toBeInTheDocument();

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Destaques',
      'Populares',
      'Jogos de Roleta',
      // The provider, neutral: the stored 'Jogos da PG' is kept for signal mode.
      'PG Soft',
    ]);
    // The art is decorative; the tile's name is text, the button's accessible name.
    const aviator = screen.getByRole('button', { name: 'Aviator' });
    expect(aviator.querySelector('img')?.getAttribute('src')).toBe('/img/31/desktop');
    // The RTP in words, with what the house keeps computed from this game's own figure.
    const rtpSentence =
      'Retorno ao jogador 96,5%: a casa fica com R$\u00a03,50 de cada R$\u00a0100,00 apostados';
    expect(aviator).toHaveAccessibleDescription(rtpSentence);
    // On the tile only a badge, the sentence on hover: it wrapped onto five lines.
    const badge = within(aviator).getByText('Retorno 96,5%');
    expect(badge).toHaveAttribute('title', rtpSentence);
    expect(within(aviator).getByText(/a casa fica com/)).not.toBeVisible();
    const roulette = screen.getByRole('region', { name: 'Jogos de Roleta' });
    expect(within(roulette).getAllByRole('button')).toHaveLength(2);
    // One plain line on what the return means and what a tap does, before the
    // tiles, with no example figure that could disagree with a tile's.
    expect(screen.getByText(gamesMessages.catalogueIntro)).toBeInTheDocument();
    expect(gamesMessages.catalogueIntro).not.toMatch(/\d/);
  });

  it('uses the mobile images at 768 px and below', async () => {
    windowWidth(768);
    serve();
    renderWithProviders(<GamesScreen />);
    const aviator = await screen.findByRole('button', { name: 'Aviator' });
    expect(aviator.querySelector('img')?.getAttribute('src')).toBe('/img/31/mobile');
  });

  it('says it has trouble when the catalogue fails', async () => {
    server.use(
      http.get(`${API}/v2/casino-games/category`, () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithProviders(<GamesScreen />);
    expect(await screen.findByText(commonMessages.gamesLoadFailed)).toBeInTheDocument();
  });

  it('launches a game into a sandboxed srcdoc frame and Voltar returns to the list', async () => {
    windowWidth(390);
    serve();
    renderWithProviders(<GamesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Fortune Tiger' }));

    const frame = await screen.findByTitle('Fortune Tiger');
    await screen.findByText((_, element) => element === frame && frame.hasAttribute('srcdoc'));
    expect(frame.getAttribute('srcdoc')).toBe(htmlGame.link);
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    // Not a signal category: no signal button.
    expect(screen.queryByRole('button', { name: 'Sortear sinal' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('opens roulette games with the roulette signal and PG games with the generic one', async () => {
    windowWidth(390);
    serve(gameStartResponseSchema.parse({ link: 'https://jogos.example.com/roleta?id=21' }));
    renderWithProviders(<GamesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roleta Europeia' }));
    // The launched game's module loads on the first tap.
    const signal = await screen.findByRole('region', { name: 'Sinal para Roleta Europeia' });
    expect(within(signal).getByRole('button', { name: 'Sortear sinal' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Roleta Europeia');
    await screen.findByText(
      (_, element) =>
        element === frame && frame.getAttribute('src') !== fixtures.demoSettings.gameFallbackUrl,
    );
    expect(frame.getAttribute('src')).toBe('https://jogos.example.com/roleta?id=21');

    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fortune Ox' }));
    expect(screen.getByRole('region', { name: 'Sinal para Fortune Ox' })).toBeInTheDocument();
  });

  it('lists only the games that open, and says once that the others are not connected', async () => {
    windowWidth(390);
    serve();
    renderWithProviders(<GamesScreen />);
    expect(await screen.findByRole('button', { name: 'Fortune Ox' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sinos' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Indisponível/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Os outros jogos desta casa ainda não estão conectados.'),
    ).toBeVisible();
  });

  it('shows a lobby of one game as that game, large, under a heading that says it is the one', async () => {
    windowWidth(390);
    const one = categories.map((category) => ({
      ...category,
      games: category.games.map((game) => ({ ...game, playable: game.id === 31 })),
    }));
    server.use(http.get(`${API}/v2/casino-games/category`, () => HttpResponse.json(one)));
    renderWithProviders(<GamesScreen />);
    const tile = await screen.findByRole('button', { name: 'Aviator' });
    // No provider's heading over a single tile: that read as an empty lobby.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['O jogo disponível nesta casa']);
    expect(tile.closest('section')).toHaveAccessibleName('O jogo disponível nesta casa');
    expect(screen.queryByText('Destaques')).not.toBeInTheDocument();
    // Said once, and no game invented to fill the screen.
    expect(
      screen.getByText('Os outros jogos desta casa ainda não estão conectados.'),
    ).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    // Its art is fetched at once: it is the first screen's largest paint.
    expect(tile.querySelector('img')).toHaveAttribute('loading', 'eager');
    fireEvent.click(tile);
    expect(await screen.findByTitle('Aviator')).toBeInTheDocument();
  });

  it('drops a category with no game that opens, and says so when none opens', async () => {
    windowWidth(390);
    const closed = categories.map((category) => ({
      ...category,
      games: category.games.map((game) => ({
        ...game,
        playable: category.id === 4,
      })),
    }));
    server.use(http.get(`${API}/v2/casino-games/category`, () => HttpResponse.json(closed)));
    const { unmount } = renderWithProviders(<GamesScreen />);
    expect(
      (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent),
    ).toEqual(['PG Soft']);
    unmount();

    const none = categories.map((category) => ({
      ...category,
      games: category.games.map((game) => ({ ...game, playable: false })),
    }));
    server.use(http.get(`${API}/v2/casino-games/category`, () => HttpResponse.json(none)));
    renderWithProviders(<GamesScreen />);
    expect(
      await screen.findByText('Os jogos desta casa ainda não estão conectados.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('opens a game that is not connected, by its address, as its signal with no frame', async () => {
    windowWidth(390);
    const starts: string[] = [];
    serve();
    server.use(
      http.get(`${API}/api/casino-games/:id/start`, ({ params }) => {
        starts.push(String(params.id));
        return HttpResponse.json(htmlGame);
      }),
    );
    renderApp('/admin/games?jogar=42', { session: signedIn });
    expect(await screen.findByRole('region', { name: 'Sinal para Sinos' })).toBeInTheDocument();
    expect(
      screen.getByText('Sinos ainda não está conectado: não dá para jogar aqui.'),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(starts).toEqual([]);
  });

  it('opens the game the address names, as Jogar Aviator does, and Voltar leaves the list', async () => {
    windowWidth(390);
    serve();
    renderApp('/admin/games?jogar=31', { session: signedIn });
    expect(await screen.findByTitle('Aviator')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('before the identity is verified, says play needs it, with Verificar identidade, and starts nothing', async () => {
    windowWidth(390);
    const starts: string[] = [];
    serve();
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
      http.get(`${API}/api/casino-games/:id/start`, ({ params }) => {
        starts.push(String(params.id));
        return HttpResponse.json(
          { message: commonMessages.gameStartNeedsVerification },
          { status: 403 },
        );
      }),
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ session_id: 'sessao-1', widget_url: 'widget/sessao-1' }),
      ),
    );
    renderApp('/admin/games?jogar=31', { session: signedIn });
    const verify = await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(screen.getByText(commonMessages.gameStartNeedsVerification)).toBeInTheDocument();
    // Never a game said to be down.
    expect(screen.queryByText('Jogo indisponível no momento')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(starts).toEqual([]);
    fireEvent.click(verify);
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
    ).toBeInTheDocument();
  });

  it('shows the list, not a game, when the address names one the catalogue does not have', async () => {
    windowWidth(390);
    serve();
    renderApp('/admin/games?jogar=424242', { session: signedIn });
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
