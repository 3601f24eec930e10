import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cpfRoleLabels,
  kycStatusLabels,
  ledgerKindLabels,
  ledgerStatusLabels,
  payoutPurposeLabels,
  payoutStatusLabels,
  roundKindLabels,
  walletStatusLabels,
} from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { authMessages } from '@velas/domain/messages/auth';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerView } from '#/test/fixtures.ts';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

function servePlayer() {
  server.use(http.get(`${OPS}/players/42`, () => HttpResponse.json(playerView())));
}

describe('the player view', () => {
  it('support sees the balance and the masked CPF and birth date, and only its own actions', async () => {
    servePlayer();
    renderRoute('/jogadores/42', staffMe('support'));
    expect(await screen.findByRole('heading', { name: /Ana Souza/ })).toBeInTheDocument();
    expect(screen.getByTestId('cpf')).toHaveTextContent('***.456.789-**');
    expect(screen.getByTestId('birth-date')).toHaveTextContent('**/**/1990');
    expect(screen.getAllByText(/R\$\s123,45/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: backofficeTexts.reveal })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: backofficeTexts.block })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: backofficeTexts.signOutEverywhere }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: backofficeTexts.addNote })).toBeInTheDocument();
  });

  it('shows every code the view carries in words: kinds, states, purposes, KYC', async () => {
    servePlayer();
    renderRoute('/jogadores/42', staffMe('support'));
    const ledger = await screen.findByRole('table', { name: backofficeTexts.sectionLedger });
    expect(ledger).toHaveTextContent(ledgerKindLabels.Deposit);
    expect(ledger).toHaveTextContent(ledgerStatusLabels.paid);
    expect(ledger).not.toHaveTextContent(/\bDeposit\b|\bpaid\b/);
    const payouts = screen.getByRole('table', { name: backofficeTexts.sectionPayouts });
    expect(payouts).toHaveTextContent(payoutPurposeLabels.refund);
    expect(payouts).toHaveTextContent(payoutStatusLabels.queued);
    const rounds = screen.getByRole('table', { name: backofficeTexts.sectionRounds });
    expect(rounds).toHaveTextContent(roundKindLabels.bet);
    expect(rounds).toHaveTextContent(walletStatusLabels.RS_ERROR_NOT_ENOUGH_MONEY);
    expect(rounds).not.toHaveTextContent('RS_ERROR');
    expect(
      screen.getByText(backofficeTexts.kycStatus(kycStatusLabels.approved), { exact: false }),
    ).toHaveTextContent(cpfRoleLabels.holder);
  });

  it('compliance reveals with a reason; the full CPF replaces the mask', async () => {
    servePlayer();
    let revealBody: unknown;
    server.use(
      http.post(`${OPS}/players/42/reveal`, async ({ request }) => {
        revealBody = await request.json();
        return HttpResponse.json({ cpf: '123.456.789-09', birthDate: '1990-05-04' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/jogadores/42', staffMe('compliance'));
    await user.click(await screen.findByRole('button', { name: backofficeTexts.reveal }));
    const dialog = screen.getByRole('dialog', { name: backofficeTexts.revealTitle });
    await user.type(within(dialog).getByLabelText(backofficeTexts.reason), 'pedido judicial 123');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.reveal }));
    expect(await screen.findByText('123.456.789-09')).toBeInTheDocument();
    expect(screen.getByTestId('birth-date')).toHaveTextContent('1990-05-04');
    expect(revealBody).toEqual({ fields: ['cpf', 'birthDate'], reason: 'pedido judicial 123' });
    expect(screen.getByRole('button', { name: backofficeTexts.block })).toBeInTheDocument();
  });

  it("a refusal that comes anyway shows the api's text", async () => {
    servePlayer();
    server.use(
      http.post(`${OPS}/players/42/sign-out`, () =>
        HttpResponse.json({ message: authMessages.forbidden }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/jogadores/42', staffMe('support'));
    await user.click(
      await screen.findByRole('button', { name: backofficeTexts.signOutEverywhere }),
    );
    const dialog = screen.getByRole('dialog', { name: backofficeTexts.signOutEverywhere });
    await user.type(within(dialog).getByLabelText(backofficeTexts.reason), 'pedido do jogador');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.forbidden);
  });
});
