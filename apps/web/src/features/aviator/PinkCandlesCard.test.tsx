import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { testCandle } from '#/test/testCandles.ts';
import { PinkCandlesCard } from './PinkCandlesCard.tsx';

describe('pink candles', () => {
  it('asks for the chosen window and filter and shows only odds of 10X and the filter or more', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/history-api/history-filter-odd`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        // A lenient service may send lower odds; the card still shows only pink ones.
        return HttpResponse.json([
          testCandle(1, 5),
          testCandle(2, 12.5),
          testCandle(3, 25),
          testCandle(4, 100),
        ]);
      }),
    );
    renderWithProviders(<PinkCandlesCard date="2026-11-22" />);
    await screen.findByRole('button', { name: /^12,50x às/ });
    expect(screen.queryByRole('button', { name: /^5,00x/ })).not.toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      date: '2026-11-22',
      betHouse: 'MINES_BET',
      numberVelas: '10',
      filter: '10',
    });

    fireEvent.change(screen.getByLabelText('A partir de'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Velas'), { target: { value: '500' } });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^12,50x/ })).not.toBeInTheDocument();
    });
    // The title's "Velas rosa" is a tap-to-read term (docs/product/glossary.md#glossary).
    expect(screen.getByRole('button', { name: 'Velas rosa' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const badges = screen
      .getAllByRole('button')
      .filter((button) => button.textContent !== 'Velas rosa');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      '25,00x',
      // Centavos at every size, as the game writes them (docs/product/aviator-analysis.md#candles).
      '100,00x',
    ]);
    await waitFor(() => {
      expect(
        asked.map((params) => `${params.get('numberVelas')}/${params.get('filter')}`),
      ).toContain('500/20');
    });
  });
});
