import { screen, waitFor } from '@testing-library/react';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { testCandle } from '#/test/testCandles.ts';
import { HouseCompareCard } from './HouseCompareCard.tsx';

describe('Comparar casas (docs/product/comparing-houses.md#comparing-houses)', () => {
  it('leads with what the test shows, at headline size, above the houses and the tables', async () => {
    const rounds = Array.from({ length: 40 }, (_, index) =>
      testCandle(index + 1, index % 4 === 0 ? 12 : 1.5),
    );
    server.use(
      http.get(`${API}/history-api/history-odd`, () => HttpResponse.json(rounds)),
      http.get(`${API}/history-api/bet-houses`, () =>
        HttpResponse.json({
          betHouses: [
            { id: 'MINES_BET', label: 'BR4BET', simulated: true },
            { id: 'VOA_BET', label: 'VoaBet', simulated: true },
          ],
        }),
      ),
    );
    renderWithProviders(<HouseCompareCard date="2026-11-22" />);
    const verdict = screen.getByRole('status');
    await waitFor(() => {
      // testCandle's rounds start at 15:00:01 UTC, 12:00 in São Paulo.
      expect(verdict.textContent).toMatch(
        /^Nenhuma casa pagou mais\. Hoje desde as 12h00, em 40 rodadas/,
      );
    });
    expect(getComputedStyle(verdict).fontSize).toBe('20px');
    const picker = screen.getByRole('combobox', { name: 'Casa A' });
    expectBefore(verdict, picker);
    // The hours count the same rounds as the headline: 10 of the 40 reached 10x,
    // all in the 12h hour, the one the window starts in; a past day runs to 23h.
    const hours = screen.getByRole('table', { name: 'Pagamentos por hora' });
    const firstHour = hours.querySelector('tbody tr');
    expect(firstHour?.textContent).toBe('12h1010');
    expect(hours.querySelectorAll('tbody tr')).toHaveLength(12);
    // Part of the page: no box scrolling inside it.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // The house the demo's Aviator plays goes by the operator's brand: one name
    // per house on every screen (docs/product/aviator-analysis.md#houses).
    expect(await screen.findAllByRole('columnheader', { name: 'Velas' })).toHaveLength(2);
    expect(screen.getAllByRole('columnheader', { name: 'VoaBet' })).toHaveLength(2);
    expect(document.body.textContent).not.toContain('BR4BET');
  });
});
