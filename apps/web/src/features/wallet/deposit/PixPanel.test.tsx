// The Pix screen of a charge just generated (docs/product/wallet.md#wallet-deposits):
// pending with its QR and countdown, then paid, or expired with nothing left
// that looks payable.
import { screen, waitFor } from '@testing-library/react';
import { walletMessages } from '@velas/domain/messages/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { depositApi } from '#/test/depositApi.ts';
import {
  expectNothingToPay,
  generatedUnderFakeTimers,
  openDeposit,
  passes,
} from '#/test/depositFlow.tsx';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { server } from '#/test/server.ts';

describe('a Pix charge just generated', () => {
  it('sends cents and shows the Pix screen, 400 s to pay', async () => {
    const { seen, clock } = await generatedUnderFakeTimers();
    expect(seen.amounts).toEqual([12345]);
    expect(screen.getByText(walletMessages.pixPending)).toBeInTheDocument();
    expect(screen.getByText(walletMessages.pixDeadline, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code Pix para pagamento' })).toBeInTheDocument();
    expect(clock.textContent).toBe('6:40');
  });

  it('counts down in minutes and seconds', async () => {
    await generatedUnderFakeTimers();
    await passes(61_000);
    expect(screen.getByLabelText('tempo restante').textContent).toBe('5:39');
  });

  it('once expired, shows nothing payable and leads to a new one', async () => {
    const { user } = await generatedUnderFakeTimers();
    await passes(400_000);
    expect(screen.queryByLabelText('tempo restante')).not.toBeInTheDocument();
    expect(screen.getByText(walletMessages.depositExpired)).toBeInTheDocument();
    // An expired code cannot be paid: nothing on screen looks payable.
    expect(screen.getByText(walletMessages.recordExpired)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(walletMessages.pixPending)).not.toBeInTheDocument();
    expectNothingToPay();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });

  it('shows the paid state after the sandbox payment and refreshes the balance', async () => {
    let paid = false;
    let meCalls = 0;
    depositApi(() => (paid ? 'paid' : 'pending'));
    server.use(
      http.post(`${API}/api/deposits/:id/pay`, () => {
        paid = true;
        return HttpResponse.json(fixtures.deposit({ status: 'paid' }));
      }),
      http.get(`${API}/api/auth/me`, () => {
        meCalls += 1;
        return HttpResponse.json(fixtures.me);
      }),
    );
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'R$ 100' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByText(/Ambiente de testes/)).toBeInTheDocument();
    const before = meCalls;
    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText(walletMessages.pixPaid)).toBeInTheDocument();
    await waitFor(() => {
      expect(meCalls).toBeGreaterThan(before);
    });
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).not.toBeInTheDocument();
    // A used code is nothing to copy: the next steps are the actions.
    expectNothingToPay();
    await user.click(screen.getByRole('button', { name: 'Novo depósito' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });
});
