import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statementTexts } from '@velas/domain/statement';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import StatementScreen from './StatementScreen.tsx';

const limitSet = {
  kind: 'limit',
  at: '2026-11-22T12:00:00.000Z',
  amount: null,
  detail: 'Limite de perdas: R$ 200,00 por semana',
};

describe('Extrato', () => {
  it("keeps the other records' dates and CSV closed until asked, with their count, and no account closing", async () => {
    server.use(
      http.get(`${API}/api/statement`, () =>
        HttpResponse.json({ balance: 0, lines: [], days: [], nextCursor: null }),
      ),
      http.get(`${API}/api/protection/records`, () =>
        HttpResponse.json({ data: [limitSet, { ...limitSet, at: '2026-11-23T12:00:00.000Z' }] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<StatementScreen />);
    // How many wait behind the tap, so the closed card never looks empty.
    const other = await screen.findByText('Outros registros (2)');
    const details = other.closest('details');
    if (!details) throw new Error('no details');
    expect(details.open).toBe(false);
    // What it holds is said on the closed card, under the count.
    expect(details.querySelector('summary')).toHaveTextContent(statementTexts.otherRecordsHint);
    expect(screen.getByText(statementTexts.otherRecordsHint)).toBeVisible();
    await user.click(other);
    expect(details.open).toBe(true);
    // Its CSV is inside it, named apart from the statement's.
    expect(
      details.contains(
        await screen.findByRole('button', { name: statementTexts.otherRecordsDownload }),
      ),
    ).toBe(true);
    // Closing the account is in Minha conta.
    expect(screen.queryByRole('heading', { name: 'Encerrar conta' })).not.toBeInTheDocument();
  });

  it('shows no "Outros registros" card when there is nothing in it', async () => {
    server.use(
      http.get(`${API}/api/statement`, () =>
        HttpResponse.json({ balance: 0, lines: [], days: [], nextCursor: null }),
      ),
      http.get(`${API}/api/protection/records`, () =>
        // A paid deposit is in the statement itself: nothing "other".
        HttpResponse.json({
          data: [
            {
              kind: 'deposit',
              at: '2026-11-22T12:00:00.000Z',
              amount: 2_000,
              detail: 'Depósito pago',
              depositStatus: 'paid',
            },
          ],
        }),
      ),
    );
    renderWithProviders(<StatementScreen />);
    await screen.findByText(statementTexts.empty);
    await waitFor(() => {
      expect(screen.queryByText(/^Outros registros/)).not.toBeInTheDocument();
    });
  });
});
