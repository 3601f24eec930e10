// The withdraw screen, a withdrawal after Confirmar: receipt, list, demo control.
import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { walletCopy } from '#/features/wallet/copy.ts';
import { withdrawCopy } from '#/features/wallet/withdraw/copy.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { server } from '#/test/server.ts';
import {
  buildWithdrawalAnswer,
  buildWithdrawAnswer,
  openWithdraw,
  plain,
} from '#/test/withdrawApi.ts';

describe('a withdrawal after Confirmar: receipt, list, demo control', () => {
  it('ends on a receipt that follows the withdrawal to paid and stays until "Novo saque"', async () => {
    let paid = false;
    let asked = 0;
    server.use(
      http.post(`${API}/api/withdraws`, () => {
        asked += 1;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data:
            asked === 0 ? [] : [buildWithdrawalAnswer({ status: paid ? 'paid' : 'processing' })],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
    );
    const user = await openWithdraw();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '40');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    // The headline says the step the timeline is at: sent, once the list has it.
    expect(plain((await screen.findByText(/ enviado para a sua chave Pix\.$/)).textContent)).toBe(
      plain(fill(walletMessages.withdrawReceiptSent, { valor: 'R$ 40,00' })),
    );
    const receipt = screen.getByRole('region', { name: withdrawCopy.receiptTitle });
    expect(screen.queryByRole('form', { name: 'Saque' })).not.toBeInTheDocument();
    // Each detail is the <dd> after its <dt>.
    const detail = (term: string) =>
      plain(within(receipt).getByText(term).nextElementSibling?.textContent ?? null);
    expect(detail('Valor')).toBe('R$ 40,00');
    expect(detail('Chave Pix')).toBe('***.982.247-**');
    await within(receipt).findByText('Solicitado em');
    expect(detail('Solicitado em')).toBe('22/11/2026 às 12:00');
    expect(within(receipt).getByRole('list', { name: 'Etapas do saque' })).toHaveTextContent(
      walletMessages.withdrawStepSent,
    );
    expect(within(receipt).getByRole('link', { name: 'Ver no extrato' })).toHaveAttribute(
      'href',
      '/admin/extrato',
    );
    expect(within(receipt).getByRole('link', { name: 'Ir para Minhas operações' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // The provider pays: the receipt says so on the list's next poll, and stays.
    paid = true;
    await waitFor(
      () => {
        expect(within(receipt).getByRole('status')).toHaveTextContent(
          plain(fill(walletMessages.withdrawReceiptPaid, { valor: 'R$ 40,00' })),
        );
      },
      { timeout: 8000 },
    );
    expect(
      within(receipt)
        .getByRole('list', { name: 'Etapas do saque' })
        .querySelector('[aria-current]'),
    ).toHaveTextContent(walletMessages.withdrawStatusPaid);
    await user.click(within(receipt).getByRole('button', { name: withdrawCopy.newWithdrawal }));
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('');
    expect(receipt).not.toBeInTheDocument();
  }, 30_000);

  it('shows a withdrawal once: on its receipt, with its age and the demo control, not in "Seus saques"', async () => {
    let asked = false;
    let failed = false;
    const older = buildWithdrawalAnswer({ id: 7, amount: 3007, status: 'paid' });
    server.use(
      http.post(`${API}/api/withdraws`, () => {
        asked = true;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: asked
            ? [buildWithdrawalAnswer({ status: failed ? 'failed' : 'processing' }), older]
            : [older],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
      http.post(`${API}/api/withdraws/1/simulate-failure`, () => {
        failed = true;
        return HttpResponse.json({ data: buildWithdrawalAnswer({ status: 'failed' }) });
      }),
    );
    const user = await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '40');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    const receipt = await screen.findByRole('region', { name: withdrawCopy.receiptTitle });
    await within(receipt).findByText('Solicitado em');
    // Its timeline, its age against the deadline and what processing means, on the receipt only.
    expect(within(receipt).getAllByRole('list', { name: 'Etapas do saque' })).toHaveLength(1);
    expect(plain(receipt.textContent)).toContain(
      'enviado há menos de 1 minuto; o prazo é de até 2 horas',
    );
    expect(receipt).toHaveTextContent(walletCopy.processingNote);
    expect(within(list).getAllByRole('listitem', { name: /^Saque de / })).toHaveLength(1);
    expect(
      within(list).queryByRole('listitem', { name: /^Saque de R\$\s40,00$/ }),
    ).not.toBeInTheDocument();
    expect(list).not.toHaveTextContent(walletCopy.processingNote);
    // The demo's control, framed and said as the demo's, fails it: the receipt says so.
    const fail = within(receipt).getByRole('button', { name: withdrawCopy.simulateFailure });
    expect(fail.parentElement).toHaveTextContent(withdrawCopy.demoFailureTitle);
    await user.click(fail);
    expect(
      plain((await within(receipt).findByText(/ devolvido ao seu saldo\.$/)).textContent),
    ).toBe(plain(fill(walletMessages.withdrawReceiptReturned, { valor: 'R$ 40,00' })));
    expect(screen.queryByRole('button', { name: withdrawCopy.simulateFailure })).toBeNull();
    // "Novo saque": the receipt gone, the list shows it again.
    await user.click(within(receipt).getByRole('button', { name: withdrawCopy.newWithdrawal }));
    expect(within(list).getByRole('listitem', { name: /^Saque de R\$\s40,00$/ })).toHaveTextContent(
      walletMessages.withdrawStepReturned,
    );
  });

  it('offers "Simular falha" only in a demo', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [buildWithdrawalAnswer({ status: 'processing' })],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
    );
    await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    expect(list).toHaveTextContent(walletMessages.withdrawStepSent);
    expect(list).toHaveTextContent(walletCopy.processingNote);
    expect(screen.queryByRole('button', { name: withdrawCopy.simulateFailure })).toBeNull();
    expect(list).not.toHaveTextContent(withdrawCopy.demoFailureTitle);
  });

  it('lists each withdrawal with its state, and in a demo fails one on request', async () => {
    const item = (id: number, status: 'processing' | 'paid' | 'failed') =>
      buildWithdrawalAnswer({ id, amount: 3000 + id, status });
    const now = '2026-11-22T15:01:00.000Z';
    let failed = false;
    server.use(
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [item(3, failed ? 'failed' : 'processing'), item(2, 'paid'), item(1, 'failed')],
          now,
        }),
      ),
      http.post(`${API}/api/withdraws/3/simulate-failure`, () => {
        failed = true;
        return HttpResponse.json({ data: item(3, 'failed') });
      }),
    );
    const user = await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    expect(list).toHaveTextContent(walletMessages.withdrawStepSent);
    expect(list).toHaveTextContent(walletMessages.withdrawStepReturned);
    // The paid one is one line with its chip; its timeline waits behind a tap.
    const paid = within(list).getByRole('listitem', { name: /^Saque de R\$\s30,02$/ });
    expect(within(paid).getByText('Pago')).toBeVisible();
    expect(within(paid).getByText(walletMessages.withdrawStatusPaid)).not.toBeVisible();
    // A processing one: what that means in plain words, and the demo's control said as the demo's.
    expect(list).toHaveTextContent(walletCopy.processingNote);
    expect(screen.getByRole('button', { name: 'Simular falha' }).parentElement).toHaveTextContent(
      `${withdrawCopy.demoFailureTitle} ${withdrawCopy.demoFailureText}`,
    );
    await user.click(screen.getByRole('button', { name: 'Simular falha' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Simular falha' })).not.toBeInTheDocument();
    });
  });

  it("says why the demo could not fail a withdrawal, in the api's words", async () => {
    server.use(
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [buildWithdrawalAnswer({ id: 4, status: 'processing' })],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
      http.post(`${API}/api/withdraws/4/simulate-failure`, () =>
        HttpResponse.json({ message: walletMessages.withdrawAlreadySettled }, { status: 409 }),
      ),
    );
    const user = await openWithdraw();
    await user.click(await screen.findByRole('button', { name: withdrawCopy.simulateFailure }));
    const control = screen.getByRole('button', {
      name: withdrawCopy.simulateFailure,
    }).parentElement;
    expect(await within(control as HTMLElement).findByRole('alert')).toHaveTextContent(
      walletMessages.withdrawAlreadySettled,
    );
    expect(screen.getAllByText(walletMessages.withdrawAlreadySettled)).toHaveLength(1);
  });

  it('shows a withdrawal a brake held as "Em análise", with why', async () => {
    server.use(
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [
            buildWithdrawalAnswer({
              id: 9,
              amount: 600_000,
              status: 'review',
              reviewMessage: walletMessages.withdrawReviewAmount,
            }),
          ],
          now: '2026-11-22T15:10:00.000Z',
        }),
      ),
    );
    await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    expect(list).toHaveTextContent(walletMessages.withdrawStatusReview);
    expect(list).toHaveTextContent(walletMessages.withdrawReviewAmount);
    expect(screen.queryByRole('button', { name: 'Simular falha' })).not.toBeInTheDocument();
  });
});
