import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCents } from '@velas/domain/money';
import type { PlayerRecord } from '@velas/domain/schemas/protection';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { RecordsList } from './RecordsList.tsx';

const records: PlayerRecord[] = [
  {
    kind: 'deposit',
    at: '2026-11-22T12:10:00.000Z',
    amount: toCents(5_000),
    detail: 'Depósito pendente',
    depositStatus: 'pending',
  },
  {
    kind: 'deposit',
    at: '2026-11-22T12:05:00.000Z',
    amount: toCents(3_000),
    detail: 'Depósito expirado',
    depositStatus: 'expired',
  },
  {
    kind: 'deposit',
    at: '2026-11-22T12:00:00.000Z',
    amount: toCents(2_000),
    detail: 'Depósito pago',
    depositStatus: 'paid',
  },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('Meu histórico', () => {
  it('shows an unpaid deposit muted, unsigned, with its state, and a paid one signed', async () => {
    server.use(
      http.get(`${API}/api/protection/records`, () => HttpResponse.json({ data: records })),
    );
    renderWithProviders(<RecordsList />);
    await screen.findByText('Depósito pendente');

    const pending = rowOf('Depósito pendente');
    expect(pending).toHaveClass('unpaid');
    expect(within(pending).getByText('Aguardando')).toBeInTheDocument();
    expect(plain(within(pending).getByText(/R\$/).textContent)).toBe('R$ 50,00');

    const expired = rowOf('Depósito expirado');
    expect(within(expired).getByText('Expirado')).toBeInTheDocument();
    expect(plain(within(expired).getByText(/R\$/).textContent)).toBe('R$ 30,00');

    const paid = rowOf('Depósito pago');
    expect(paid).not.toHaveClass('unpaid');
    expect(plain(within(paid).getByText(/R\$/).textContent)).toBe('+R$ 20,00');
    expect(within(paid).queryByText('Aguardando')).not.toBeInTheDocument();

    // Only the paid deposit counts as deposited.
    expect(plain(screen.getByTestId('records-summary').textContent)).toContain(
      'depositou R$ 20,00',
    );
  });

  it('takes dates as dd/mm/aaaa whatever the browser language and asks with ISO dates', async () => {
    const asked: (string | null)[][] = [];
    server.use(
      http.get(`${API}/api/protection/records`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push([params.get('from'), params.get('to')]);
        return HttpResponse.json({ data: records });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RecordsList />);
    const from = screen.getByLabelText<HTMLInputElement>('De');
    expect(from.type).toBe('text');
    expect(from.placeholder).toBe('dd/mm/aaaa');
    await user.type(from, '01112026');
    expect(from.value).toBe('01/11/2026');
    await waitFor(() => {
      expect(asked.at(-1)).toEqual(['2026-11-01', null]);
    });
    const to = screen.getByLabelText<HTMLInputElement>('Até');
    await user.type(to, '31022026');
    expect(to).toHaveAccessibleDescription('Data inválida. Use dd/mm/aaaa.');
    expect(asked.at(-1)).toEqual(['2026-11-01', null]);
  });

  it('under the Extrato, lists only what never moved the balance', async () => {
    server.use(
      http.get(`${API}/api/protection/records`, () => HttpResponse.json({ data: records })),
    );
    renderWithProviders(<RecordsList otherOnly />);
    await screen.findByText('Depósito pendente');
    expect(screen.getByRole('region', { name: 'Outros registros' })).toBeInTheDocument();
    expect(screen.getByText('Depósito expirado')).toBeInTheDocument();
    // A paid deposit is a line of the statement, and the period's sums are the statement's.
    expect(screen.queryByText('Depósito pago')).not.toBeInTheDocument();
    expect(screen.queryByTestId('records-summary')).not.toBeInTheDocument();
    // Its CSV is named apart from the statement's.
    expect(
      screen.getByRole('button', { name: 'Baixar outros registros (CSV)' }),
    ).toBeInTheDocument();
  });
});
