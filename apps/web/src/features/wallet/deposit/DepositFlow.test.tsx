// The deposit's submit (docs/product/wallet.md#wallet-deposits): what a refusal
// says, the KYC status awaited before the first try, and one charge per
// attempt whatever the taps.
import { screen, waitFor } from '@testing-library/react';
import { walletMessages } from '@velas/domain/messages/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { depositApi, depositRefused } from '#/test/depositApi.ts';
import { amountField, generatePix, openDeposit, renderDepositFlow } from '#/test/depositFlow.tsx';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { server } from '#/test/server.ts';

describe('deposit', () => {
  it('shows the deposit error when the api fails', async () => {
    depositRefused(500, 'x');
    const user = await openDeposit();
    await generatePix(user, '75,50');
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.depositFailed);
  });

  it('says why player protection refused the deposit, and keeps the amount typed', async () => {
    const refusal = 'Limite de perdas atingido: R$ 100,00 por semana. Renova em 16/03 às 00:00.';
    depositRefused(422, refusal);
    const user = await openDeposit();
    await generatePix(user, '50');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(amountField()).toHaveValue('50');
  });

  it('moves money once on a double click, with an Idempotency-Key', async () => {
    let release: () => void = () => undefined;
    const seen = depositApi(
      () => 'pending',
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'R$ 200' }));
    await user.dblClick(screen.getByRole('button', { name: 'Gerar Pix' }));
    release();
    await screen.findByLabelText('tempo restante');
    expect(seen.amounts).toEqual([20000]);
    expect(seen.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('deposit before the KYC status answers', () => {
  it('keeps "Gerar Pix" busy until the KYC status answers, so an approved player is never refused', async () => {
    let answerKyc = () => {};
    const kycAnswered = new Promise<void>((resolve) => {
      answerKyc = resolve;
    });
    server.use(
      http.get(`${API}/api/legitimuzStatus`, async () => {
        await kycAnswered;
        return HttpResponse.json(fixtures.approved);
      }),
    );
    const seen = depositApi();
    const { user } = renderDepositFlow();
    await user.click(await screen.findByRole('button', { name: 'R$ 50' }));
    const generate = screen.getByRole('button', { name: 'Gerar Pix' });
    expect(generate).toBeDisabled();
    await user.click(generate);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answerKyc();
    await waitFor(() => {
      expect(generate).toBeEnabled();
    });
    await user.click(generate);
    await waitFor(() => {
      expect(seen.amounts).toEqual([5000]);
    });
    expect(screen.queryByText(walletMessages.depositRequiresKyc)).not.toBeInTheDocument();
  });
});
