// The charge on screen (docs/product/wallet.md#wallet-deposits): one brought back
// says what it is and how to start over; one just created says, folded in
// "Mais opções", that it counts in the loss limit.
import { screen, within } from '@testing-library/react';
import { walletMessages } from '@velas/domain/messages/wallet';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import {
  chargeLeftOpen,
  limitCountsCharges,
  openCharge,
  TWO_MINUTES_IN,
} from '#/test/depositApi.ts';
import { expectNothingToPay, openDeposit, plain, renderDepositFlow } from '#/test/depositFlow.tsx';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { server } from '#/test/server.ts';

describe('an open Pix charge brought back', () => {
  it('says its amount and expiry in São Paulo time, and that it counts in the loss limit', async () => {
    chargeLeftOpen();
    renderDepositFlow();
    const sentence = await screen.findByText(/Você tem um Pix de/);
    // 12:06:40Z is 09:06 in São Paulo.
    expect(plain(sentence)).toBe(
      'Você tem um Pix de R$ 50,00 aguardando pagamento (expira às 09:06). O valor fica reservado no seu limite de perdas até ser pago, cancelado ou expirar.',
    );
  });

  it('counts the time left on the api clock, and shows its code instead of the form', async () => {
    const open = chargeLeftOpen();
    renderDepositFlow();
    await screen.findByText(/Você tem um Pix de/);
    expect(screen.getByLabelText('tempo restante').textContent).toBe('4:40');
    // The countdown says what it counts; the clock time is only the sentence's.
    expect(screen.getByText(/Expira em/).textContent).toBe('Expira em 4:40');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value).toBe(open.code);
    expect(screen.queryByRole('button', { name: 'Gerar Pix' })).not.toBeInTheDocument();
  });

  it('can be left for a new one', async () => {
    chargeLeftOpen();
    const { user } = renderDepositFlow();
    await screen.findByText(/Você tem um Pix de/);
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
    expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
  });

  it('can be cancelled, which frees the loss limit, and leads to a new one', async () => {
    let cancelled: string[] = [];
    server.use(
      http.get(`${API}/api/deposits/open`, () =>
        HttpResponse.json(
          fixtures.openDeposits(cancelled.length ? [] : [openCharge()], TWO_MINUTES_IN),
        ),
      ),
      http.post(`${API}/api/deposits/:id/cancel`, ({ params }) => {
        cancelled = [...cancelled, String(params.id)];
        return HttpResponse.json({ data: openCharge('cancelled') });
      }),
      http.get(`${API}/api/deposits/:id`, () =>
        HttpResponse.json({ data: openCharge(cancelled.length ? 'cancelled' : 'pending') }),
      ),
    );
    const { user } = renderDepositFlow();
    await screen.findByText(/Você tem um Pix de/);
    expect(screen.getByText(walletMessages.openPixStartOver)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar este Pix' }));
    expect(await screen.findByText(walletMessages.depositCancelled)).toBeInTheDocument();
    expect(cancelled).toEqual(['dep-open']);
    expect(screen.getByText(walletMessages.recordCancelled)).toBeInTheDocument();
    expectNothingToPay();
    expect(screen.queryByRole('button', { name: 'Cancelar este Pix' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });
});

describe('a Pix charge just generated, in the loss limit', () => {
  it('says it counts in one line folded in "Mais opções", after the code and the buttons that name their object', async () => {
    limitCountsCharges();
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'R$ 100' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await screen.findByLabelText('tempo restante');
    // Not the box of a charge brought back; "Já paguei" stays out of the fold.
    const note = screen.getByText(walletMessages.newPixCountsInLimit);
    const more = note.closest('details') as HTMLElement;
    expect(within(more).getByText('Mais opções').tagName).toBe('SUMMARY');
    const code = within(more).getByLabelText('Pix copia e cola');
    const amount = screen.getByText(/^Valor:/);
    within(more).getByRole('button', { name: 'Gerar novo Pix' });
    within(more).getByRole('button', { name: 'Cancelar este Pix' });
    const check = screen.getByRole('button', { name: 'Já paguei' });
    expect(more.contains(check)).toBe(false);
    expect(screen.queryByRole('button', { name: 'Verificar pagamento' })).not.toBeInTheDocument();
    for (const before of [amount, code, check]) expectBefore(before, note);
    expect(screen.queryByRole('button', { name: 'Novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
  });
});
