// The wallet sheet the header's balance opens (WalletSheet.tsx,
// docs/product/wallet.md#wallet-sheet): Depositar and Sacar side by side from
// any screen, with the header's gates.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../test/fixtures.ts';
import { API } from '../test/handlers.ts';
import { renderApp, signedIn } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';

async function openWallet(path: string) {
  const user = userEvent.setup();
  const { router } = renderApp(path, { session: signedIn });
  const header = await screen.findByRole('banner');
  await within(header).findByText('R$ 1.234,56');
  await user.click(within(header).getByTitle('Abrir carteira'));
  return { user, router, sheet: await screen.findByRole('dialog', { name: 'Carteira' }) };
}

describe('wallet sheet', () => {
  it('opens from the balance with Depositar and Sacar side by side', async () => {
    const { user, router, sheet } = await openWallet('/admin/games');
    expect(within(sheet).getByLabelText('Saldo')).toHaveTextContent('R$ 1.234,56');
    const deposit = within(sheet).getByRole('link', { name: 'Depositar' });
    const withdraw = within(sheet).getByRole('link', { name: 'Sacar' });
    expect(deposit.getAttribute('href')).toBe('/admin/deposit');
    expect(withdraw.getAttribute('href')).toBe('/admin/withdraw');
    expect(within(sheet).getByRole('link', { name: 'Ver extrato' }).getAttribute('href')).toBe(
      '/admin/extrato',
    );
    await user.click(withdraw);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/withdraw');
    });
    expect(screen.queryByRole('dialog', { name: 'Carteira' })).not.toBeInTheDocument();
  });

  it('keeps Sacar while a pause takes Depositar away', async () => {
    server.use(
      http.get(`${API}/api/protection/status`, () =>
        HttpResponse.json(fixtures.pausedProtectionStatus()),
      ),
    );
    const { sheet } = await openWallet('/admin/games');
    await waitFor(() => {
      expect(within(sheet).queryByRole('link', { name: 'Depositar' })).not.toBeInTheDocument();
    });
    expect(within(sheet).getByRole('link', { name: 'Sacar' })).toBeInTheDocument();
  });

  it('offers the identity check, and nothing it would refuse, before the verification', async () => {
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({ ...fixtures.me, kycApproved: false }),
      ),
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    server.use(
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ session_id: 'sessao-1', widget_url: 'widget/sessao-1' }),
      ),
    );
    const { user, sheet } = await openWallet('/admin/games');
    expect(
      within(sheet).getByText('Depositar e sacar abrem depois que você verificar sua identidade.'),
    ).toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: 'Depositar' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: 'Sacar' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Verificar identidade' }));
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
    ).toBeInTheDocument();
  });
});
