// The withdraw screen, the withdrawal and the player's identity.
import { screen } from '@testing-library/react';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { walletMessages } from '@velas/domain/messages/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { withdrawCopy } from '#/features/wallet/withdraw/copy.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderMoneyScreen } from '#/test/renderMoneyScreen.ts';
import { server } from '#/test/server.ts';
import { withAddress, openWithdraw } from '#/test/withdrawApi.ts';

describe("the withdrawal and the player's identity", () => {
  it('offers the optional face verification quietly, with what it is for, to a player not verified', async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    renderMoneyScreen('/admin/withdraw');
    await screen.findByText(walletMessages.withdrawNeedsKycFirst);
    expect(
      await screen.findByRole('button', { name: 'Verificação Facial (opcional)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(withdrawCopy.faceVerificationPurpose)).toBeInTheDocument();
    expect(screen.queryByText(/Opcional: a Verificação Facial/)).not.toBeInTheDocument();
  });

  it('does not offer the face verification to a player whose identity is verified', async () => {
    await openWithdraw();
    expect(await screen.findByTestId('identity-status')).toHaveTextContent(
      walletMessages.faceVerificationDone,
    );
    expect(screen.queryByRole('button', { name: /Verificação Facial/ })).not.toBeInTheDocument();
    expect(screen.queryByText(withdrawCopy.faceVerificationPurpose)).not.toBeInTheDocument();
  });

  it('says whether the identity (document and selfie) lets the player withdraw', async () => {
    await openWithdraw();
    expect(await screen.findByTestId('identity-status')).toHaveTextContent(
      walletMessages.faceVerificationDone,
    );
  });

  it('shows a player not approved one state, the reason and Verificar identidade, not the form', async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
      http.get(`${API}/api/profile`, () => HttpResponse.json(withAddress)),
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ session_id: 'sessao-1', widget_url: 'widget/sessao-1' }),
      ),
    );
    const { user } = renderMoneyScreen('/admin/withdraw');
    expect(await screen.findByText(walletMessages.withdrawNeedsKycFirst)).toBeInTheDocument();
    // Nothing that invites a withdrawal that cannot happen.
    for (const field of ['Valor do saque (R$)', 'Tipo de chave Pix', 'Chave Pix', 'CEP'])
      expect(screen.queryByLabelText(field)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/abaixo do valor mínimo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verificar identidade' }));
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
    ).toBeInTheDocument();
  });

  it('opens the face verification widget', async () => {
    server.use(
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ message: 'x', errors: {} }, { status: 500 }),
      ),
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    const { user } = renderMoneyScreen('/admin/withdraw');
    await user.click(await screen.findByRole('button', { name: 'Verificação Facial (opcional)' }));
    expect(await screen.findByText(walletMessages.faceVerificationFailed)).toBeInTheDocument();
  });
});
