import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { barredMessages } from '@velas/domain/barred-list';
import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents } from '@velas/domain/money';
import { kycSessionRequestSchema, kycSessionResponseSchema } from '@velas/domain/schemas/kyc';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it, vi } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderApp, signedIn } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';

const saldo = () => screen.getByRole('heading', { name: 'Saldo Atual' });

function openDashboard() {
  return renderApp('/admin/dashboard', { session: signedIn });
}

/** The dashboard's own Verificar identidade, in its banner; the header has one too. */
const bannerVerify = async () =>
  within(await screen.findByRole('main')).findByRole('button', { name: 'Verificar identidade' });

describe('dashboard home', () => {
  it('shows balance, withdrawals total, the latest transactions and the shortcuts', async () => {
    // The fixtures' withdrawals (20 and 21/11) fall in the chart's last 30 days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00-03:00'));
    const { store } = openDashboard();
    const balance = await screen.findByRole('region', { name: 'Saldo Atual' });
    expect(await within(balance).findByText('R$ 1.234,56')).toBeInTheDocument();
    const withdrawals = screen.getByRole('region', { name: 'Total de Saques' });
    expect(await within(withdrawals).findByText('R$ 80,00')).toBeInTheDocument();
    // The chart says its period: a month of calendar days.
    expect(
      within(withdrawals).getByText('Saques pagos por dia, nos últimos 30 dias.'),
    ).toBeInTheDocument();
    const bets = await screen.findByRole('region', { name: 'Últimas transações' });
    const table = await within(bets).findByRole('table');
    expect(within(table).getByText('Aviator')).toBeInTheDocument();
    expect(within(table).getByText('N/A')).toBeInTheDocument();
    // Signed, coloured by the theme, and named: the colour is never the only sign.
    const loss = within(table).getByText('\u2212R$ 10,00');
    expect(loss).toHaveAttribute('data-tone', 'loss');
    expect(within(loss.closest('tr') as HTMLElement).getByText('Aposta')).toBeInTheDocument();
    const gain = within(table).getByText('+R$ 25,00');
    expect(gain).toHaveAttribute('data-tone', 'gain');
    expect(within(gain.closest('tr') as HTMLElement).getByText('Prêmio')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Atalhos' });
    // The test house's betting site serves the roulette.
    expect(
      (await within(shortcuts).findByRole('link', { name: 'Sinais Roletas' })).getAttribute('href'),
    ).toBe('/admin/roletas');
    expect(store.getState().session.userId).toBe(7);
    expect(await screen.findByRole('region', { name: 'Novidades' })).toBeInTheDocument();
  });

  it('says no withdrawal was paid in the last 30 days instead of an empty chart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00-03:00'));
    openDashboard();
    const withdrawals = screen.getByRole('region', { name: 'Total de Saques' });
    expect(await within(withdrawals).findByText('R$ 80,00')).toBeInTheDocument();
    expect(
      within(withdrawals).getByText('Nenhum saque pago nos últimos 30 dias.'),
    ).toBeInTheDocument();
    expect(within(withdrawals).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('lists every kind of movement, the latest first, and leads to the whole list in the Extrato', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/api/transactions`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(fixtures.transactions());
      }),
    );
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Últimas transações' });
    const table = await within(card).findByRole('table');
    // Deposits and withdrawals as well as bets: no source asked, five at most.
    const latest = asked.find((params) => params.get('source') !== 'Withdraw');
    expect(latest?.get('source')).toBeNull();
    expect(latest?.get('per_page')).toBe('5');
    expect(within(table).getAllByText('Saque Pix')).toHaveLength(2);
    expect(within(table).getByText('Aviator')).toBeInTheDocument();
    expect(within(card).getByText(walletMessages.latestTransactionsScope)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver todas no Extrato' })).toHaveAttribute(
      'href',
      '/admin/extrato',
    );
    expect(within(card).queryByRole('button', { name: /^Ver todas/ })).not.toBeInTheDocument();
  });

  it('says "Nenhuma movimentação ainda." when there is none', async () => {
    server.use(
      http.get(`${API}/api/transactions`, () =>
        HttpResponse.json({ id: 7, page: 1, per_page: 5, total: 0, data: [] }),
      ),
    );
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Últimas transações' });
    expect(await within(card).findByText('Nenhuma movimentação ainda.')).toBeInTheDocument();
    expect(
      within(card).queryByRole('link', { name: 'Ver todas no Extrato' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the transactions cannot load', async () => {
    server.use(
      http.get(`${API}/api/transactions`, () =>
        HttpResponse.json({ message: commonMessages.internalError, errors: {} }, { status: 500 }),
      ),
    );
    openDashboard();
    expect(
      await screen.findByText(
        `${commonMessages.transactionsLoadFailed} ${commonMessages.internalError}`,
      ),
    ).toBeInTheDocument();
  });

  it("puts a new player's one job, the identity check, before the money and the tiles", async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({ ...fixtures.me, balance: 0, kycApproved: false }),
      ),
    );
    openDashboard();
    const banner = await screen.findByRole('region', { name: 'Verifique sua identidade' });
    expectBefore(banner, saldo());
    const main = screen.getByRole('main');
    expectBefore(banner, within(main).getByRole('link', { name: 'Jogar Aviator' }));
    // Depositar and Sacar alike, both inactive, saying why: no one of them looks open.
    const balance = screen.getByRole('region', { name: 'Saldo Atual' });
    for (const name of ['Depositar', 'Sacar']) {
      const action = within(balance).getByRole('button', { name });
      expect(action).toBeDisabled();
      expect(action).toHaveAccessibleDescription(
        'Depósito e saque liberados depois da verificação de identidade.',
      );
    }
    expect(within(balance).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers KYC to an unapproved player and refreshes the status when the widget reports', async () => {
    let approved = false;
    let sessionRequest: unknown;
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () =>
        HttpResponse.json(approved ? fixtures.approved : fixtures.notApproved),
      ),
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({ ...fixtures.me, kycApproved: approved }),
      ),
      http.post(`${API}/kyc-api/kyc/session`, async ({ request }) => {
        sessionRequest = kycSessionRequestSchema.parse(await request.json());
        return HttpResponse.json(
          kycSessionResponseSchema.parse({ session_id: 'sessao-1', widget_url: 'widget/sessao-1' }),
        );
      }),
    );
    const user = userEvent.setup();
    openDashboard();
    await user.click(await bannerVerify());
    const dialog = await screen.findByRole('dialog', {
      name: plainWordsMessages.identityVerification,
    });
    const frame = await within(dialog).findByTitle(plainWordsMessages.identityVerification);
    expect(frame.getAttribute('src')).toBe(
      'http://localhost:3000/kyc-api/widget/sessao-1?lang=pt&origin=http%3A%2F%2Flocalhost%3A3000&theme=dark',
    );
    expect(sessionRequest).toMatchObject({
      flow: 'kyc-full',
      token: signedIn.apiToken,
      betHouse: 'MINES_BET',
    });

    approved = true;
    const result = { type: 'kyc-result', sessionId: 'sessao-1', result: 'approved' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: result, origin: 'https://intruso.example' }),
      );
    });
    expect(within(dialog).queryByText(/aprovada/)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: result, origin: 'http://localhost:3000' }),
      );
    });
    expect(
      await within(dialog).findByText(plainWordsMessages.identityApproved),
    ).toBeInTheDocument();
    // The banner behind the dialog turns into the carousel without a reload,
    // back below the money; the dialog stays to say what comes next.
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Novidades' })).toBeInTheDocument();
    });
    expectBefore(saldo(), screen.getByRole('region', { name: 'Novidades' }));
    expect(within(dialog).getByText(plainWordsMessages.identityApproved)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads an approved verification to its next step, the deposit', async () => {
    let approved = false;
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () =>
        HttpResponse.json(approved ? fixtures.approved : fixtures.notApproved),
      ),
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json(
          kycSessionResponseSchema.parse({ session_id: 'sessao-3', widget_url: 'widget/sessao-3' }),
        ),
      ),
    );
    const user = userEvent.setup();
    openDashboard();
    await user.click(await bannerVerify());
    const dialog = await screen.findByRole('dialog', {
      name: plainWordsMessages.identityVerification,
    });
    await within(dialog).findByTitle(plainWordsMessages.identityVerification);
    approved = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'kyc-result', sessionId: 'sessao-3', result: 'approved' },
          origin: 'http://localhost:3000',
        }),
      );
    });
    expect(
      await within(dialog).findByText(plainWordsMessages.identityApproved),
    ).toBeInTheDocument();
    // Said once: no "Verificação concluída: aprovada." above the same news.
    expect(within(dialog).getAllByText(/aprovada|verificada/)).toHaveLength(1);
    const next = within(dialog).getByRole('link', { name: plainWordsMessages.depositNow });
    expect(next).toHaveAttribute('href', '/admin/deposit');
    await user.click(next);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Depósito' })).toBeInTheDocument();
  });

  it('leads to the deposit even when the widget’s message never arrives', async () => {
    let approved = false;
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () =>
        HttpResponse.json(approved ? fixtures.approved : fixtures.notApproved),
      ),
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json(
          kycSessionResponseSchema.parse({ session_id: 'sessao-4', widget_url: 'widget/sessao-4' }),
        ),
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      openDashboard();
      await user.click(await bannerVerify());
      const dialog = await screen.findByRole('dialog', {
        name: plainWordsMessages.identityVerification,
      });
      await within(dialog).findByTitle(plainWordsMessages.identityVerification);
      // Approved at the provider; its message went to another origin and is lost.
      approved = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(
        await within(dialog).findByRole('link', { name: plainWordsMessages.depositNow }),
      ).toHaveAttribute('href', '/admin/deposit');
      expect(within(dialog).getByText(plainWordsMessages.identityApproved)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("frames a real provider's widget as given and listens only to that provider", async () => {
    const widgetUrl = 'https://kyc.provider.example/w/sessao-2?t=assinado';
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json(
          kycSessionResponseSchema.parse({ session_id: 'sessao-2', widget_url: widgetUrl }),
        ),
      ),
    );
    const user = userEvent.setup();
    openDashboard();
    await user.click(await bannerVerify());
    const dialog = await screen.findByRole('dialog', {
      name: plainWordsMessages.identityVerification,
    });
    const frame = await within(dialog).findByTitle(plainWordsMessages.identityVerification);
    expect(frame.getAttribute('src')).toBe(widgetUrl);

    const result = { type: 'kyc-result', sessionId: 'sessao-2', result: 'approved' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: result, origin: 'http://localhost:3000' }),
      );
    });
    expect(within(dialog).queryByText(/aprovada/)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: result, origin: 'https://kyc.provider.example' }),
      );
    });
    expect(
      await within(dialog).findByText(plainWordsMessages.identityApproved),
    ).toBeInTheDocument();
  });
});

describe('dashboard of an account the regulator’s list bars', () => {
  it('says why and until when, and offers only the withdrawal', async () => {
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({
          ...fixtures.me,
          barred: {
            bases: ['autoexclusao_centralizada'],
            barredAt: '2026-11-28T15:00:00.000Z',
            withdrawUntil: '2026-11-30T15:00:00.000Z',
          },
        }),
      ),
    );
    openDashboard();
    const panel = await screen.findByRole('region', { name: barredMessages.pageTitle });
    expect(
      within(panel).getByText(barredMessages.reason(['autoexclusao_centralizada'])),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Você pode sacar seu saldo até 30/11/2026 às 12:00 (horário de Brasília).',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: barredMessages.withdrawAction }),
    ).toHaveAttribute('href', '/admin/withdraw');
    // The balance card and the top bar's Depositar are gone; the panel holds the balance.
    await waitFor(() => {
      expect(
        within(screen.getByRole('banner')).queryByRole('link', { name: 'Depositar' }),
      ).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('region', { name: 'Saldo Atual' })).not.toBeInTheDocument();
    expect(within(panel).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Atalhos' })).not.toBeInTheDocument();
  });

  it.each([
    [1_000, barredMessages.belowMinimum(formatCents(WITHDRAW_MINIMUM))],
    [0, barredMessages.nothingLeft(Date.parse('2026-11-30T15:00:00.000Z'))],
  ])(
    'a barred account with R$ %i cents says what happens, without a withdrawal button',
    async (balance, said) => {
      server.use(
        http.get(`${API}/api/auth/me`, () =>
          HttpResponse.json({
            ...fixtures.me,
            balance,
            barred: {
              bases: ['beneficio_social'],
              barredAt: '2026-11-28T15:00:00.000Z',
              withdrawUntil: '2026-11-30T15:00:00.000Z',
            },
          }),
        ),
      );
      openDashboard();
      const panel = await screen.findByRole('region', { name: barredMessages.pageTitle });
      // Any space may be a no-break one where the screen keeps words together.
      const spaced = (text: string) => text.replace(/\s/gu, ' ');
      expect(spaced(panel.textContent)).toContain(spaced(said));
      expect(
        within(panel).queryByRole('link', { name: barredMessages.withdrawAction }),
      ).not.toBeInTheDocument();
    },
  );
});
