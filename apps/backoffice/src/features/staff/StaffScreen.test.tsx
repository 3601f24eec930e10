import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const proposal = (id: number, email: string, proposedBy: number) => ({
  id,
  email,
  role: 'finance',
  reason: 'Contratada para o financeiro',
  proposedBy,
  proposedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-21T12:00:00.000Z',
});

describe('a new staff account (four-eyes)', () => {
  it('is proposed with a reason, and no enrolment link ever shows', async () => {
    let sent: unknown;
    server.use(
      http.get(`${OPS}/staff`, () => HttpResponse.json({ staff: [] })),
      http.get(`${OPS}/staff/proposals`, () => HttpResponse.json({ proposals: [] })),
      http.post(`${OPS}/staff`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { proposalId: 4, expiresAt: '2026-11-21T12:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoute('/equipe', staffMe('admin'));
    await user.type(await screen.findByLabelText(backofficeTexts.email), 'nova@velas.test');
    await user.selectOptions(screen.getByLabelText(backofficeTexts.role), 'finance');
    await user.type(screen.getByLabelText(backofficeTexts.reason), 'Contratada para o financeiro');
    await user.click(screen.getByRole('button', { name: backofficeTexts.createStaff }));
    expect(await screen.findByText(backofficeTexts.staffProposed)).toBeInTheDocument();
    expect(sent).toEqual({
      email: 'nova@velas.test',
      role: 'finance',
      reason: 'Contratada para o financeiro',
    });
    expect(document.body.textContent).not.toMatch(/#token=/);
  });

  it('the proposer cannot approve; another admin approves with x-totp', async () => {
    const approvals: (string | null)[] = [];
    server.use(
      http.get(`${OPS}/staff`, () => HttpResponse.json({ staff: [] })),
      http.get(`${OPS}/staff/proposals`, () =>
        HttpResponse.json({
          proposals: [proposal(1, 'minha@velas.test', 7), proposal(2, 'outra@velas.test', 8)],
        }),
      ),
      http.post(`${OPS}/staff/proposals/2/approve`, ({ request }) => {
        approvals.push(request.headers.get('x-totp'));
        return HttpResponse.json({ staffId: 30, email: 'outra@velas.test' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/equipe', staffMe('admin', 7));
    expect(await screen.findByText(backofficeTexts.ownProposal)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `${backofficeTexts.approve} acesso minha@velas.test` }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: `${backofficeTexts.approve} acesso outra@velas.test` }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '112233');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.approve }));
    expect(
      await screen.findByText(backofficeTexts.staffApproved('outra@velas.test')),
    ).toBeInTheDocument();
    expect(approvals).toEqual(['112233']);
  });
});
