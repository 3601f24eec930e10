import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payoutStatusLabels, receivedOutcomeLabels } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const withdrawal = (id: number, createdAt: string, amountCents: number, needsTwo = false) => ({
  id,
  userId: 40 + id,
  amountCents,
  state: 'review',
  reviewReason: 'threshold',
  needsTwo,
  createdAt,
  ageSeconds: 3600,
});

const payout = (id: string, createdAt: string, late: boolean) => ({
  id,
  userId: 1,
  withdrawalId: null,
  amountCents: 5_000,
  state: 'failed',
  late,
  requestedAt: createdAt,
  createdAt,
  ageSeconds: 60,
});

function serveQueues() {
  server.use(
    http.get(`${OPS}/queues/withdrawals`, () =>
      HttpResponse.json({
        withdrawals: [
          withdrawal(2, '2026-11-20T12:00:00.000Z', 20_000),
          withdrawal(1, '2026-11-19T08:00:00.000Z', 150_000, true),
          withdrawal(3, '2026-11-21T09:00:00.000Z', 30_000),
        ],
        wins: [],
      }),
    ),
    http.get(`${OPS}/queues/payouts`, () =>
      HttpResponse.json({
        payouts: [
          payout('p-old', '2026-11-18T10:00:00.000Z', false),
          payout('p-late', '2026-11-20T10:00:00.000Z', true),
        ],
      }),
    ),
    http.get(`${OPS}/queues/received`, () => HttpResponse.json({ payments: [] })),
  );
}

const firstCells = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the queues', () => {
  it('list oldest first, the late payouts before the rest, with R$ amounts', async () => {
    serveQueues();
    renderRoute('/filas', staffMe('finance'));
    expect(await screen.findByText(/R\$\s1\.500,00/)).toBeInTheDocument();
    const withdrawals = firstCells(backofficeTexts.queueWithdrawals);
    expect(withdrawals[0]).toContain('#41');
    expect(withdrawals[1]).toContain('#42');
    expect(withdrawals[2]).toContain('#43');
    expect(withdrawals[0]).toContain(backofficeTexts.needsTwo);
    const payouts = firstCells(backofficeTexts.queuePayouts);
    expect(payouts[0]).toContain(backofficeTexts.late);
    // Only the finance queues: compliance's are not asked for.
    expect(
      screen.queryByRole('table', { name: backofficeTexts.queueCpfClaims }),
    ).not.toBeInTheDocument();
  });

  it('a release asks a fresh TOTP code in a dialog and sends it as x-totp', async () => {
    serveQueues();
    const sent: { totp: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${OPS}/queues/withdrawals/2/decide`, async ({ request }) => {
        sent.push({ totp: request.headers.get('x-totp'), body: await request.json() });
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/filas', staffMe('finance'));
    await user.click(await screen.findByRole('button', { name: `${backofficeTexts.release} #2` }));
    const dialog = screen.getByRole('dialog', {
      name: new RegExp(backofficeTexts.totpDialogTitle),
    });
    await user.type(within(dialog).getByLabelText(backofficeTexts.reason), 'documentos conferidos');
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '246810');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    expect(await screen.findByText(backofficeTexts.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { totp: '246810', body: { decision: 'release', reason: 'documentos conferidos' } },
    ]);
  });

  it('a release above the four-eyes amount is proposed, not decided', async () => {
    serveQueues();
    let proposed = false;
    server.use(
      http.post(`${OPS}/queues/withdrawals/1/propose-release`, () => {
        proposed = true;
        return HttpResponse.json({ id: 9 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/filas', staffMe('finance'));
    expect(
      await screen.findByRole('button', { name: `${backofficeTexts.proposeRelease} #1` }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: `${backofficeTexts.release} #1` }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${backofficeTexts.proposeRelease} #1` }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(backofficeTexts.reason), 'valor alto');
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '135790');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    expect(await screen.findByText(backofficeTexts.done)).toBeInTheDocument();
    expect(proposed).toBe(true);
  });

  it('a held win the member may not release alone is proposed, not decided', async () => {
    serveQueues();
    const win = {
      id: 5,
      userId: 41,
      game: 'Aviator',
      betCents: 100,
      amountCents: 200_000,
      limitCents: 50_000,
      state: 'held',
      needsTwo: true,
      createdAt: '2026-11-20T12:00:00.000Z',
      ageSeconds: 60,
    };
    let proposed = false;
    server.use(
      http.get(`${OPS}/queues/withdrawals`, () =>
        HttpResponse.json({ withdrawals: [], wins: [win] }),
      ),
      http.post(`${OPS}/queues/wins/5/propose-release`, () => {
        proposed = true;
        return HttpResponse.json({ id: 10 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/filas', staffMe('finance'));
    const propose = await screen.findByRole('button', {
      name: `${backofficeTexts.proposeRelease} ganho #5`,
    });
    expect(
      screen.queryByRole('button', { name: `${backofficeTexts.release} ganho #5` }),
    ).not.toBeInTheDocument();
    await user.click(propose);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(backofficeTexts.reason), 'ganho alto');
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '135790');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    expect(await screen.findByText(backofficeTexts.done)).toBeInTheDocument();
    expect(proposed).toBe(true);
  });

  it('compliance settles a CPF claim with a note, no TOTP code, and lets a KYC result be tried again', async () => {
    const claim = {
      id: 3,
      cpfMasked: '***.456.789-**',
      claimantId: 50,
      claimantEmail: 'nova@velas.test',
      releasedId: 51,
      releasedEmail: 'antiga@velas.test',
      heldBalanceCents: 7_500,
      amountCents: 7_500,
      state: 'open',
      note: null,
      createdAt: '2026-11-20T12:00:00.000Z',
      ageSeconds: 600,
    };
    const kyc = {
      userId: 60,
      email: 'kyc@velas.test',
      state: 'cpf_mismatch',
      createdAt: '2026-11-20T12:00:00.000Z',
      ageSeconds: 60,
    };
    const sent: { url: string; totp: string | null; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      sent.push({
        url: new URL(request.url).pathname,
        totp: request.headers.get('x-totp'),
        body: await request.json(),
      });
      return HttpResponse.json({ ok: true });
    };
    server.use(
      http.get(`${OPS}/queues/cpf-claims`, () => HttpResponse.json({ claims: [claim] })),
      http.get(`${OPS}/queues/kyc`, () => HttpResponse.json({ results: [kyc] })),
      http.post(`${OPS}/queues/cpf-claims/3/decide`, record),
      http.post(`${OPS}/queues/kyc/60/decide`, record),
    );
    const user = userEvent.setup();
    renderRoute('/filas', staffMe('compliance'));
    const claims = await screen.findByRole('table', { name: backofficeTexts.queueCpfClaims });
    expect(await within(claims).findByText(/nova@velas\.test/)).toBeInTheDocument();
    expect(within(claims).getByRole('link', { name: '#50' })).toHaveAttribute(
      'href',
      '/jogadores/50',
    );
    // Only compliance's queues: finance's are not asked for.
    expect(
      screen.queryByRole('table', { name: backofficeTexts.queueWithdrawals }),
    ).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', {
        name: backofficeTexts.claimDecision(backofficeTexts.settle, 3),
      }),
    );
    let dialog = screen.getByRole('dialog', { name: backofficeTexts.settle });
    expect(within(dialog).queryByLabelText(backofficeTexts.totpCode)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(backofficeTexts.note), 'titular confirmado');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    expect(await screen.findByText(backofficeTexts.done)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: `${backofficeTexts.retry} #60` }));
    dialog = screen.getByRole('dialog', { name: backofficeTexts.retry });
    await user.type(
      within(dialog).getByLabelText(backofficeTexts.reason),
      'documento legível agora',
    );
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    await screen.findByText(backofficeTexts.done);
    expect(sent).toEqual([
      {
        url: '/ops-api/queues/cpf-claims/3/decide',
        totp: null,
        body: { decision: 'settle', note: 'titular confirmado' },
      },
      {
        url: '/ops-api/queues/kyc/60/decide',
        totp: null,
        body: { decision: 'retry', reason: 'documento legível agora' },
      },
    ]);
  });

  it("a Pix received but not credited shows its refund's state, and finance sends the refund again", async () => {
    serveQueues();
    const payment = {
      id: 8,
      paymentId: 'pix-8',
      chargeId: 'charge-8',
      userId: null,
      amountCents: 4_200,
      state: 'unknown_charge',
      refundPayoutId: 'refund-8',
      refundState: 'failed',
      refundFailure: 'conta encerrada',
      createdAt: '2026-11-20T12:00:00.000Z',
      ageSeconds: 7_200,
    };
    let resent: { totp: string | null; body: unknown } | null = null;
    server.use(
      http.get(`${OPS}/queues/received`, () => HttpResponse.json({ payments: [payment] })),
      http.post(`${OPS}/queues/received/8/resend`, async ({ request }) => {
        resent = { totp: request.headers.get('x-totp'), body: await request.json() };
        return HttpResponse.json({ refundPayoutId: 'refund-9', refundState: 'processing' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/filas', staffMe('finance'));
    const resend = await screen.findByRole('button', {
      name: backofficeTexts.resendRefund(backofficeTexts.resend, 'pix-8'),
    });
    const [row] = firstCells(backofficeTexts.queueReceived);
    expect(row).toContain('2 h 0 min');
    expect(row).toContain(
      `${backofficeTexts.stateWithRefund(receivedOutcomeLabels.unknown_charge)}${payoutStatusLabels.failed} (conta encerrada)`,
    );
    await user.click(resend);
    const dialog = screen.getByRole('dialog', {
      name: new RegExp(backofficeTexts.totpDialogTitle),
    });
    await user.type(within(dialog).getByLabelText(backofficeTexts.reason), 'conta nova informada');
    await user.type(within(dialog).getByLabelText(backofficeTexts.totpCode), '112233');
    await user.click(within(dialog).getByRole('button', { name: backofficeTexts.confirm }));
    expect(await screen.findByText(backofficeTexts.done)).toBeInTheDocument();
    expect(resent).toEqual({ totp: '112233', body: { reason: 'conta nova informada' } });
  });
});
