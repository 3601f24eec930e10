import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const proposal = (id: number, proposedBy: number) => ({
  id,
  kind: 'adjustment',
  userId: 42,
  amountCents: 1_000,
  withdrawalId: null,
  heldWinId: null,
  reason: 'cortesia',
  proposedBy,
  proposedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-21T12:00:00.000Z',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
});

describe('four-eyes', () => {
  it('the proposer cannot approve their own; another proposal is approved with x-totp', async () => {
    const approvals: (string | null)[] = [];
    server.use(
      http.get(`${OPS}/proposals`, () =>
        HttpResponse.json({ proposals: [proposal(1, 7), proposal(2, 8)] }),
      ),
      http.post(`${OPS}/proposals/2/approve`, ({ request }) => {
        approvals.push(request.headers.get('x-totp'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/quatro-olhos', staffMe('finance', 7));
    expect(await screen.findByText(backofficeTexts.ownProposal)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `${backofficeTexts.approve} proposta #1` }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: `${backofficeTexts.approve} proposta #2` }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(backofficeTexts.reason)).toBeNull();
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '112233');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.approve }));
    expect(await screen.findByText(backofficeTexts.done)).toBeInTheDocument();
    expect(approvals).toEqual(['112233']);
  });

  it('proposes a debit as negative cents, with the TOTP code', async () => {
    let sent: { totp: string | null; body: unknown } | undefined;
    server.use(
      http.get(`${OPS}/proposals`, () => HttpResponse.json({ proposals: [] })),
      http.post(`${OPS}/adjustments`, async ({ request }) => {
        sent = { totp: request.headers.get('x-totp'), body: await request.json() };
        return HttpResponse.json({ id: 3 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/quatro-olhos', staffMe('finance'));
    await user.type(await screen.findByLabelText(backofficeTexts.playerId), '42');
    await user.selectOptions(screen.getByLabelText(backofficeTexts.direction), 'debit');
    await user.type(screen.getByLabelText(backofficeTexts.amountReais), '12,50');
    await user.type(screen.getByLabelText(backofficeTexts.reason), 'estorno de bônus');
    await user.click(screen.getByRole('button', { name: backofficeTexts.propose }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '445566');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.propose }));
    expect(await screen.findByText(backofficeTexts.proposed)).toBeInTheDocument();
    expect(sent).toEqual({
      totp: '445566',
      body: { userId: 42, amountCents: -1250, reason: 'estorno de bônus' },
    });
  });
});
