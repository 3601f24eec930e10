import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '../../test/renderRoute';
import { OPS, server } from '../../test/server';

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
    const withdrawals = firstCells(t.queueWithdrawals);
    expect(withdrawals[0]).toContain('#41');
    expect(withdrawals[1]).toContain('#42');
    expect(withdrawals[2]).toContain('#43');
    expect(withdrawals[0]).toContain(t.needsTwo);
    const payouts = firstCells(t.queuePayouts);
    expect(payouts[0]).toContain(t.late);
    // Only the finance queues: compliance's are not asked for.
    expect(screen.queryByRole('table', { name: t.queueCpfClaims })).not.toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: `${t.release} #2` }));
    const dialog = screen.getByRole('dialog', { name: new RegExp(t.totpDialogTitle) });
    await user.type(within(dialog).getByLabelText(t.reason), 'documentos conferidos');
    await user.type(within(dialog).getByLabelText(t.totpCode), '246810');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.done)).toBeInTheDocument();
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
    expect(await screen.findByRole('button', { name: `${t.proposeRelease} #1` })).toBeVisible();
    expect(screen.queryByRole('button', { name: `${t.release} #1` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${t.proposeRelease} #1` }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.reason), 'valor alto');
    await user.type(within(dialog).getByLabelText(t.totpCode), '135790');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.done)).toBeInTheDocument();
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
    const propose = await screen.findByRole('button', { name: `${t.proposeRelease} ganho #5` });
    expect(screen.queryByRole('button', { name: `${t.release} ganho #5` })).not.toBeInTheDocument();
    await user.click(propose);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.reason), 'ganho alto');
    await user.type(within(dialog).getByLabelText(t.totpCode), '135790');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.done)).toBeInTheDocument();
    expect(proposed).toBe(true);
  });
});
