import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { AnalysisCard } from './AnalysisCard.tsx';

const TENS_TODAY = 83;
const GAPS = 14;

function serveAnalysis() {
  server.use(
    http.get(`${API}/history-api/analysis-odd`, () =>
      HttpResponse.json(
        Array.from({ length: TENS_TODAY }, (_, index) => ({
          position: index + 1,
          intervalTime: '00:04:36',
          odd: 10 + index,
          minutes: 4,
        })),
      ),
    ),
    http.get(`${API}/history-api/analysis-position-odd`, () =>
      HttpResponse.json(
        Array.from({ length: GAPS }, (_, index) => ({
          posicao: index + 1,
          quantidade: GAPS - index,
          porcentagem: 7.14,
        })),
      ),
    ),
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('analysis of today', () => {
  it('shows each table in the page, its first rows and a tap for more, never a box that scrolls', async () => {
    serveAnalysis();
    renderWithProviders(<AnalysisCard date="2026-11-22" />);
    const tens = await screen.findByRole('table', { name: 'Rodadas de 10x ou mais hoje' });
    await within(tens).findByText('19,00x');
    expect(within(tens).queryByText('20,00x')).not.toBeInTheDocument();
    const gaps = screen.getByRole('table', { name: 'Distâncias entre velas de 10x' });

    // No region of its own to scroll: the page is the only thing the thumb moves.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tens.parentElement).not.toHaveAttribute('tabindex');

    expect(bodyRows(tens)).toHaveLength(10);
    expect(bodyRows(gaps)).toHaveLength(10);
    // Each table says how many there are in all.
    expect(screen.getByText('Mostrando 10 de 83.')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 10 de 14.')).toBeInTheDocument();

    const [moreTens, moreGaps] = screen.getAllByRole('button', { name: 'Mostrar mais' });
    if (!moreTens || !moreGaps) throw new Error('each long table has its button');
    fireEvent.click(moreTens);
    expect(bodyRows(tens)).toHaveLength(20);
    expect(screen.getByText('Mostrando 20 de 83.')).toBeInTheDocument();
    // Reading goes on at the first row added.
    expect(document.activeElement).toBe(bodyRows(tens)[10]);

    // The last tap shows the rest and the button goes.
    fireEvent.click(moreGaps);
    expect(bodyRows(gaps)).toHaveLength(GAPS);
    expect(screen.queryByText(/de 14\.$/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mostrar mais' })).toHaveLength(1);
    // The focus stays in the table, not lost with the button.
    expect(document.activeElement).toBe(bodyRows(gaps)[10]);
  });
});
