// Four-eyes approval (four-eyes.ts): a manual adjustment and a large
// withdrawal's release take effect only when a second, different staff
// member whose role may decide them approves, within 24 hours, once.
import { toCents } from '@velas/domain/money';
import { PROPOSAL_TTL_MS } from '@velas/domain/schemas/backoffice/proposals';
import type { StaffRole } from '@velas/domain/staff/permissions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '#/domain-errors.js';
import { adjustmentReference } from '#/money/ledger-references.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { staffHeader, useBackofficeApp } from '#/test/backoffice-app.js';
import { rsaKeys } from '#/test/game-wallet.js';
import { demoUserId, heldMoneyApp, REVIEWED_MONEY_OUT } from '#/test/held-money.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import {
  approveProposal,
  listOpenProposals,
  proposeAdjustment,
  rejectProposal,
} from './four-eyes.js';
import { proposalsRoutes } from './proposals-routes.js';
import { proposeRelease } from './release-proposal.js';

const keys = rsaKeys();
const provider = usePayoutProvider();
const t = useTestApp(() =>
  heldMoneyApp(provider, keys, {
    moneyOut: REVIEWED_MONEY_OUT,
  }),
);

let token: string;
let userId: number;
const ops = useBackofficeApp(t, [proposalsRoutes]);
beforeAll(async () => {
  token = await loginDemo(t.app);
  userId = await demoUserId(t.db);
});

const staff = (id: number, role: StaffRole) => ({
  staff: { id, email: `s${String(id)}@example.com`, role },
  now: t.clock.now(),
});
const ana = () => staff(1, 'finance');
const bia = () => staff(2, 'finance');
const caio = () => staff(3, 'finance');

async function refusal(
  promise: Promise<unknown>,
): Promise<{ kind: DomainErrorKind; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { kind: (error as DomainError).kind, message: (error as DomainError).message };
}

const adjustmentEntries = async (proposalId: number) =>
  (
    await t.db.query<{ amount_cents: string | number; status: string }>(
      'SELECT amount_cents, status FROM ledger_entries WHERE reference = $1',
      [adjustmentReference(proposalId)],
    )
  ).rows;

describe('a manual adjustment', () => {
  it('waits for a second person: the proposer and a role that may not approve are refused', async () => {
    const before = await balanceOf(t.app, token);
    const id = await proposeAdjustment(t.db, ana(), {
      userId,
      amountCents: toCents(10_000),
      reason: 'Crédito de cortesia aprovado pela gerência',
    });
    expect(await balanceOf(t.app, token)).toBe(before);
    expect((await listOpenProposals(t.db, t.clock.now())).map((p) => p.id)).toContain(id);

    expect(await refusal(approveProposal(t.app.payouts.context, ana(), id))).toEqual({
      kind: 'forbidden',
      message: staffMessages.staffOwnProposal,
    });
    for (const role of ['support', 'compliance', 'admin'] as const)
      expect(await refusal(approveProposal(t.app.payouts.context, staff(9, role), id))).toEqual({
        kind: 'forbidden',
        message: staffMessages.staffRoleMayNotApprove,
      });
    expect(await adjustmentEntries(id)).toEqual([]);

    expect(await approveProposal(t.app.payouts.context, bia(), id)).toBeNull();
    expect(await balanceOf(t.app, token)).toBe(before + 10_000);
    expect(await adjustmentEntries(id)).toEqual([
      { amount_cents: expect.anything() as unknown, status: 'adjustment' },
    ]);
  });

  it('is applied once, however many approve it at the same time', async () => {
    const before = await balanceOf(t.app, token);
    const id = await proposeAdjustment(t.db, ana(), {
      userId,
      amountCents: toCents(2_500),
      reason: 'Bônus de campanha',
    });
    const outcomes = await Promise.allSettled([
      approveProposal(t.app.payouts.context, bia(), id),
      approveProposal(t.app.payouts.context, caio(), id),
      approveProposal(t.app.payouts.context, bia(), id),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await adjustmentEntries(id)).toHaveLength(1);
    expect(await balanceOf(t.app, token)).toBe(before + 2_500);
    expect(await refusal(approveProposal(t.app.payouts.context, caio(), id))).toEqual({
      kind: 'conflict',
      message: staffMessages.staffProposalDecided,
    });
  });

  it('never takes the balance below zero: the approval is refused and nothing moves', async () => {
    const before = await balanceOf(t.app, token);
    const id = await proposeAdjustment(t.db, ana(), {
      userId,
      amountCents: toCents(-(before + 1)),
      reason: 'Estorno de crédito indevido',
    });
    expect(await refusal(approveProposal(t.app.payouts.context, bia(), id))).toEqual({
      kind: 'refused',
      message: staffMessages.staffAdjustmentBelowZero,
    });
    expect(await balanceOf(t.app, token)).toBe(before);
    // Still pending: the refusal rolled the whole approval back.
    expect((await listOpenProposals(t.db, t.clock.now())).map((p) => p.id)).toContain(id);
    await rejectProposal(t.db, ana(), id, 'Valor errado');
    expect((await listOpenProposals(t.db, t.clock.now())).map((p) => p.id)).not.toContain(id);
  });

  it('expires after 24 hours', async () => {
    const id = await proposeAdjustment(t.db, ana(), {
      userId,
      amountCents: toCents(1_000),
      reason: 'Ajuste de teste',
    });
    t.clock.advance(PROPOSAL_TTL_MS);
    expect(await refusal(approveProposal(t.app.payouts.context, bia(), id))).toEqual({
      kind: 'conflict',
      message: staffMessages.staffProposalExpired,
    });
    expect((await listOpenProposals(t.db, t.clock.now())).map((p) => p.id)).not.toContain(id);
    expect(await adjustmentEntries(id)).toEqual([]);
  });
});

async function withdraw(amount: number): Promise<number> {
  // Signed in again: the expiry test moved the clock past the first session.
  const response = await t.injectAs(await loginDemo(t.app), {
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount, ...DEMO_PIX_KEY },
  });
  const body = response.json<{ id: number; status: string }>();
  expect(body.status).toBe('review');
  return body.id;
}

const withdrawalStatus = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))
    .rows[0]?.status;

describe('the release of a withdrawal above the four-eyes amount', () => {
  it('is proposed by one and released, its payout sent, only when another approves', async () => {
    const id = await withdraw(5_000);
    const proposal = await proposeRelease(t.db, {
      call: ana(),
      target: { kind: 'withdrawal_release', id },
      reason: 'Cliente antigo, conferido',
      moneyOut: t.app.settings.operator.moneyOut,
    });
    expect(
      await refusal(
        proposeRelease(t.db, {
          call: bia(),
          target: { kind: 'withdrawal_release', id },
          reason: 'de novo',
          moneyOut: t.app.settings.operator.moneyOut,
        }),
      ),
    ).toEqual({ kind: 'conflict', message: staffMessages.staffReleaseAlreadyProposed });
    expect((await refusal(approveProposal(t.app.payouts.context, ana(), proposal))).kind).toBe(
      'forbidden',
    );
    expect(
      (await refusal(approveProposal(t.app.payouts.context, staff(4, 'compliance'), proposal)))
        .kind,
    ).toBe('forbidden');
    expect(await withdrawalStatus(id)).toBe('review');

    const payoutId = await approveProposal(t.app.payouts.context, bia(), proposal);
    expect(payoutId).not.toBeNull();
    expect(await withdrawalStatus(id)).toBe('processing');
  });

  it('is not proposed below the amount one person releases', async () => {
    const id = await withdraw(3_500);
    expect(
      await refusal(
        proposeRelease(t.db, {
          call: ana(),
          target: { kind: 'withdrawal_release', id },
          reason: 'pequeno',
          moneyOut: t.app.settings.operator.moneyOut,
        }),
      ),
    ).toEqual({ kind: 'conflict', message: staffMessages.staffReleaseOneSuffices });
  });
});

describe('the routes', () => {
  it('refuse support, and name each staff member in the trail of an adjustment', async () => {
    const payload = { userId, amountCents: toCents(700), reason: 'Acerto de centavos' };
    expect(
      (
        await ops.inject({
          method: 'POST',
          url: '/adjustments',
          headers: staffHeader(5, 'support'),
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const proposed = await ops.inject({
      method: 'POST',
      url: '/adjustments',
      headers: staffHeader(11, 'finance'),
      payload,
    });
    expect(proposed.statusCode).toBe(200);
    const { id } = proposed.json<{ id: number }>();
    const own = await ops.inject({
      method: 'POST',
      url: `/proposals/${String(id)}/approve`,
      headers: staffHeader(11, 'finance'),
    });
    expect(own.statusCode).toBe(403);
    const approved = await ops.inject({
      method: 'POST',
      url: `/proposals/${String(id)}/approve`,
      headers: staffHeader(12, 'finance'),
    });
    expect(approved.statusCode).toBe(200);
    const { rows } = await t.db.query<{ actor: string; action: string; category: string }>(
      `SELECT actor, action, category FROM audit_events
       WHERE details->>'proposalId' = $1 OR details->>'reference' = $2 ORDER BY id`,
      [String(id), adjustmentReference(id)],
    );
    expect(rows).toEqual([
      { actor: 'staff:11', action: 'adjustment_proposed', category: 'staff' },
      { actor: 'staff:12', action: 'adjustment_approved', category: 'staff' },
      { actor: 'staff:12', action: 'ledger_entry', category: 'money' },
    ]);
  });
});
