import { act, fireEvent, screen } from '@testing-library/react';
import { GAME_BELOW_MESSAGE } from '@velas/domain/game-link';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { GameFrame } from './GameFrame.tsx';

describe('GameFrame', () => {
  it("falls back to the operator's betting site while there is no launch link", async () => {
    renderWithProviders(<GameFrame link={null} title="Aviator" />);
    expect((await screen.findByTitle('Aviator')).getAttribute('src')).toBe(
      fixtures.demoSettings.gameFallbackUrl,
    );
  });

  it('says the game is unavailable, with a way back, when there is nothing to show', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderWithProviders(<GameFrame link={null} title="Aviator" />);
    expect(await screen.findByText('Jogo indisponível no momento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('waits for a start call in flight instead of saying the game is unavailable', () => {
    renderWithProviders(<GameFrame link={null} loading title="Aviator" />);
    expect(screen.queryByText('Jogo indisponível no momento')).not.toBeInTheDocument();
  });

  it('grows by what the game in it says follows its playing area, from that frame only', async () => {
    renderWithProviders(<GameFrame link="https://jogo.example.com/x" title="Aviator" />);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Aviator');
    const styles = () =>
      Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    const say = (source: MessageEventSource | null, height: unknown) => {
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: GAME_BELOW_MESSAGE, height }, source }),
        );
      });
    };
    say(window, 312);
    say(frame.contentWindow, 'alto');
    expect(styles()).not.toContain('+ 312px');
    say(frame.contentWindow, 312);
    expect(styles()).toContain('+ 312px');
  });

  it('shows that the game is loading over its frame until the frame has loaded, and again for a new game', async () => {
    const { rerender } = renderWithProviders(
      <GameFrame link="https://jogo.example.com/x" title="Aviator" />,
    );
    const frame = await screen.findByTitle('Aviator');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o jogo…');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<GameFrame link="https://jogo.example.com/y" title="Aviator" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o jogo…');
    fireEvent.load(screen.getByTitle('Aviator'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
