import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statementTexts } from '@velas/domain/statement';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../test/server';
import StatementScreen from './StatementScreen';

describe('Extrato', () => {
  it("keeps the other records' dates and CSV closed until asked, and no account closing", async () => {
    server.use(
      http.get(`${API}/api/statement`, () =>
        HttpResponse.json({ balance: 0, lines: [], days: [], nextCursor: null }),
      ),
      http.get(`${API}/api/protection/records`, () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<StatementScreen />);
    const other = screen.getByText(statementTexts.otherRecords);
    const details = other.closest('details');
    if (!details) throw new Error('no details');
    expect(details.open).toBe(false);
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
});
