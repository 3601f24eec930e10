import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementResponse } from '@velas/domain/schemas/statement';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { StatementCard } from './StatementCard.tsx';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

// Two pages: the second day's subtotal counts a line the first page does not hold.
const first: StatementResponse = {
  balance: 63_600,
  lines: [
    {
      id: 19,
      at: '2020-11-27T15:00:00.000Z',
      kind: 'bet',
      amount: -1_200,
      balanceAfter: 63_600,
      detail: 'Mines Pro',
    },
    {
      id: 18,
      at: '2020-11-26T15:00:00.000Z',
      kind: 'withdrawal',
      amount: -3_000,
      balanceAfter: 64_800,
      detail: 'Pago na sua chave Pix',
    },
  ],
  days: [
    { date: '2020-11-27', total: -1_200, count: 1, cameIn: null, wentOut: null, games: -1_200 },
    { date: '2020-11-26', total: -2_500, count: 2, cameIn: 500, wentOut: 3_000, games: null },
  ],
  nextCursor: 18,
} as StatementResponse;

const second: StatementResponse = {
  balance: 63_600,
  lines: [
    {
      id: 17,
      at: '2020-11-26T14:00:00.000Z',
      kind: 'pix_in',
      amount: 500,
      balanceAfter: 67_800,
      detail: 'Pix recebido',
    },
  ],
  days: [{ date: '2020-11-26', total: -2_500, count: 2, cameIn: 500, wentOut: 3_000, games: null }],
  nextCursor: null,
} as StatementResponse;

describe('Extrato', () => {
  it('shows the balance now, the lines under their day with its balance and sums, one amount a line', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/api/statement`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json(params.get('cursor') === '18' ? second : first);
      }),
    );
    renderWithProviders(<StatementCard />);
    const balance = await screen.findByTestId('statement-balance');
    await waitFor(() => {
      expect(plain(balance.textContent)).toBe('R$ 636,00');
    });
    const days = within(screen.getByRole('list', { name: 'Movimentações' }));
    expect(days.getByRole('heading', { name: /sexta, 27\/11\/2020/ })).toBeInTheDocument();
    // The day's heading holds its closing balance and what it was, in words:
    // no signed total that reads as a gain or a loss.
    const heading = (day: string) =>
      plain(screen.getByText(day).closest('li')?.firstElementChild?.textContent ?? '');
    expect(heading('sexta, 27/11/2020')).toBe(
      'sexta, 27/11/2020Saldo do dia R$ 636,00Nos jogos:você perdeu R$ 12,00',
    );
    expect(heading('quinta, 26/11/2020')).toBe(
      'quinta, 26/11/2020Saldo do dia R$ 648,00EntrouR$ 5,00SaiuR$ 30,00',
    );
    expect(screen.queryByText(/No dia/)).not.toBeInTheDocument();
    // One amount a line; the balance right after it waits behind a tap on the line.
    const bet = screen.getByText('Aposta').closest('li') as HTMLElement;
    const running = within(bet).getByTestId('statement-line-balance');
    expect(running).not.toBeVisible();
    expect(bet.querySelector('summary')?.textContent.match(/R\$/g)).toHaveLength(1);
    await userEvent.click(within(bet).getByText('Aposta'));
    expect(running).toBeVisible();
    expect(plain(running.textContent)).toBe('Saldo depois desta movimentação: R$ 636,00');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    await screen.findByText(/Pix recebido/);
    expect(screen.getAllByTestId('statement-line-balance')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).not.toBeInTheDocument();
    // One day, one heading, though its lines came on two pages.
    expect(screen.getAllByRole('heading', { name: /quinta, 26\/11\/2020/ })).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Apostas');
    await waitFor(() => {
      expect(asked.at(-1)?.get('kind')).toBe('bet');
    });
    // Filtered, a day's newest line listed need not be its last movement: no day balance.
    await waitFor(() => {
      expect(screen.queryByTestId('statement-day-balance')).not.toBeInTheDocument();
    });
  });

  it("sums a day as a bank does and names a win as the prize with the round's profit", async () => {
    const today: StatementResponse = {
      balance: 5_108,
      lines: [
        {
          id: 30,
          at: '2020-11-27T16:00:00.000Z',
          kind: 'win',
          amount: 208,
          balanceAfter: 5_108,
          detail: 'Aviator, rodada #12: lucro de R$ 0,08 na rodada (apostou R$ 2,00)',
        },
      ],
      days: [
        // Deposited 50, withdrew 40, lost 4,92 playing: +5,08 is not a gain.
        { date: '2020-11-27', total: 508, count: 9, cameIn: 5_000, wentOut: 4_000, games: -492 },
      ],
      nextCursor: null,
    } as StatementResponse;
    server.use(http.get(`${API}/api/statement`, () => HttpResponse.json(today)));
    renderWithProviders(<StatementCard />);
    const day = await screen.findByLabelText('Resumo do dia');
    expect(plain(day.textContent)).toBe('EntrouR$ 50,00SaiuR$ 40,00Nos jogos:você perdeu R$ 4,92');
    expect(within(day).getByText('você perdeu R$ 4,92')).toHaveAttribute('data-tone', 'loss');
    expect(screen.queryByText(/\+R\$ 5,08/)).not.toBeInTheDocument();
    const line = screen.getByText('Prêmio').closest('li') as HTMLElement;
    expect(within(line).getByText('+R$ 2,08')).toBeInTheDocument();
    expect(within(line).getByText(/lucro de R\$ 0,08 na rodada/)).toBeInTheDocument();
  });
});
