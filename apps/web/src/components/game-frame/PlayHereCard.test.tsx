import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
