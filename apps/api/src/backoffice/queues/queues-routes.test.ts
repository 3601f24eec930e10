// The back office's queues through their routes (test/backoffice-app.ts) over
// the production-mode app with the payout provider's double on real HTTP:
// each oldest first with its age, and the decisions that close an item.
import { WITHDRAWAL_WARNING_MINUTES } from '@velas/domain/constants';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { onlyDigits } from '@velas/domain/documents';
import { backofficeMessages } from '@velas/domain/messages/backoffice';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESEND_AFTER_MS } from '#/payouts/payouts.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { staffHeader, useBackofficeApp } from '#/test/backoffice-app.js';
import { rsaKeys } from '#/test/game-wallet.js';
import { heldMoneyApp, REVIEWED_MONEY_OUT } from '#/test/held-money.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { requestWithdrawal, withdrawalPayoutId } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { queuesRoutes } from './queues-routes.js';

const keys = rsaKeys();
const provider = usePayoutProvider();
const t = useTestApp(() =>
  heldMoneyApp(provider, keys, {
    moneyOut: REVIEWED_MONEY_OUT,
  }),
);

const ops = useBackofficeApp(t, [queuesRoutes]);
let token: string;
beforeAll(async () => {
  token = await loginDemo(t.app);
});

const finance = staffHeader(21, 'finance');
const support = staffHeader(22, 'support');
const compliance = staffHeader(23, 'compliance');

const withdraw = (amount: number) => requestWithdrawal(t, token, amount);

const withdrawalStatus = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))
    .rows[0]?.status;

describe('withdrawals held for review', () => {
  it('lists them oldest first with their age, and a release or a return closes each', async () => {
    const first = await withdraw(3_500);
    t.clock.advance(60_000);
    const second = await withdraw(3_600);
    t.clock.advance(60_000);
    const large = await withdraw(5_000);
    expect([first.status, second.status, large.status]).toEqual(['review', 'review', 'review']);

    expect((await ops.inject({ url: '/queues/withdrawals', headers: support })).statusCode).toBe(
      403,
    );
    const listed = await ops.inject({ url: '/queues/withdrawals', headers: finance });
    const { withdrawals } = listed.json<{
      withdrawals: { id: number; ageSeconds: number; amountCents: number; needsTwo: boolean }[];
    }>();
    expect(
      withdrawals.map((row) => [row.id, row.ageSeconds, row.amountCents, row.needsTwo]),
    ).toEqual([
      [first.id, 120, 3_500, false],
      [second.id, 60, 3_600, false],
      [large.id, 0, 5_000, true],
    ]);

    const decide = (id: number, decision: 'release' | 'return', headers = finance) =>
      ops.inject({
        method: 'POST',
        url: `/queues/withdrawals/${String(id)}/decide`,
        headers,
        payload: { decision, reason: 'Conferido com o extrato' },
      });
    expect((await decide(first.id, 'release', compliance)).statusCode).toBe(403);

    expect((await decide(first.id, 'release')).statusCode).toBe(200);
    expect(await withdrawalStatus(first.id)).toBe('processing');
    expect(provider.orders.has(await withdrawalPayoutId(t.db, first.id))).toBe(true);
    expect((await decide(first.id, 'return')).statusCode).toBe(409);

    const before = await balanceOf(t.app, token);
    expect((await decide(second.id, 'return')).statusCode).toBe(200);
    expect(await balanceOf(t.app, token)).toBe(before + 3_600);
    expect(await withdrawalStatus(second.id)).toBe('failed');

    const refused = await decide(large.id, 'release');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      staffMessages.staffReleaseNeedsApproval,
    );
    expect(await withdrawalStatus(large.id)).toBe('review');
    // Returning it needs no second person: the money only goes back to the player.
    expect((await decide(large.id, 'return')).statusCode).toBe(200);

    const { rows } = await t.db.query<{ actor: string; action: string }>(
      `SELECT actor, action FROM audit_events
       WHERE category = 'staff' AND action LIKE 'withdrawal_%' ORDER BY id`,
    );
    expect(rows).toEqual([
      { actor: 'staff:21', action: 'withdrawal_release' },
      { actor: 'staff:21', action: 'withdrawal_return' },
      { actor: 'staff:21', action: 'withdrawal_return' },
    ]);
  });
});

describe('payouts the provider never accepted', () => {
  it('are sent again under the same id, or returned to the balance', async () => {
    provider.answerWith(503);
    const kept = await withdraw(3_000);
    t.clock.advance(1_000);
    const returned = await withdraw(3_000);
    expect([kept.status, returned.status]).toEqual(['processing', 'processing']);
    t.clock.advance(RESEND_AFTER_MS);

    const listed = await ops.inject({ url: '/queues/payouts', headers: finance });
    const ids = listed.json<{ payouts: { withdrawalId: number }[] }>().payouts;
    expect(ids.map((row) => row.withdrawalId)).toEqual([kept.id, returned.id]);
    const keptPayout = await withdrawalPayoutId(t.db, kept.id);
    const returnedPayout = await withdrawalPayoutId(t.db, returned.id);

    const act = (payoutId: string, action: 'resend' | 'return') =>
      ops.inject({
        method: 'POST',
        url: `/queues/payouts/${payoutId}/act`,
        headers: finance,
        payload: { action, reason: 'Provedor voltou' },
      });
    expect((await act(keptPayout, 'resend')).json()).toEqual({ state: 'queued' });

    const before = await balanceOf(t.app, token);
    expect((await act(returnedPayout, 'return')).json()).toEqual({ state: 'failed' });
    expect(await balanceOf(t.app, token)).toBe(before + 3_000);
    expect(await withdrawalStatus(returned.id)).toBe('failed');
    const { rows } = await t.db.query<{ failure_reason: string }>(
      'SELECT failure_reason FROM payouts WHERE id = $1',
      [returnedPayout],
    );
    expect(rows[0]?.failure_reason).toBe(backofficeMessages.payoutReturnedByStaff);
    expect((await act(returnedPayout, 'return')).statusCode).toBe(409);

    provider.answerWith(null);
    expect((await act(keptPayout, 'resend')).json()).toEqual({ state: 'sent' });
    expect(
      provider.requests.filter((request) => request.idempotencyKey === keptPayout),
    ).toHaveLength(1);
    const after = await ops.inject({ url: '/queues/payouts', headers: finance });
    expect(after.json<{ payouts: unknown[] }>().payouts).toEqual([]);
  });

  it('returns nothing a provider accepts on the last try', async () => {
    provider.answerWith(503);
    const withdrawal = await withdraw(3_000);
    provider.answerWith(null);
    t.clock.advance(RESEND_AFTER_MS);
    const payoutId = await withdrawalPayoutId(t.db, withdrawal.id);
    const before = await balanceOf(t.app, token);
    const response = await ops.inject({
      method: 'POST',
      url: `/queues/payouts/${payoutId}/act`,
      headers: finance,
      payload: { action: 'return', reason: 'Parado há muito tempo' },
    });
    expect(response.json()).toEqual({ state: 'sent' });
    expect(await balanceOf(t.app, token)).toBe(before);
  });
});

describe('withdrawals near their 2-hour deadline', () => {
  it('come first in the payouts queue, with the provider or not', async () => {
    provider.answerWith(null);
    const late = await withdraw(3_000);
    expect(late.status).toBe('processing');
    t.clock.advance(WITHDRAWAL_WARNING_MINUTES * 60_000);
    provider.answerWith(503);
    const stuck = await withdraw(3_000);
    t.clock.advance(RESEND_AFTER_MS);

    const listed = await ops.inject({ url: '/queues/payouts', headers: finance });
    const rows = listed.json<{
      payouts: { withdrawalId: number; state: string; late: boolean }[];
    }>().payouts;
    const ours = rows.filter((row) => [late.id, stuck.id].includes(row.withdrawalId));
    expect(ours.map((row) => [row.withdrawalId, row.state, row.late])).toEqual([
      [late.id, 'sent', true],
      [stuck.id, 'queued', false],
    ]);
    // Every late one before any that is only stuck.
    expect(rows.map((row) => row.late)).toEqual(
      rows
        .map((row) => row.late)
        .sort()
        .reverse(),
    );
    provider.answerWith(null);
  });
});

describe('KYC results that need a person', () => {
  it('lists cpf_mismatch and provider errors oldest first, kept or opened for a new attempt', async () => {
    const insert = async (person: 1 | 2 | 3, rejection: string, at: string) =>
      (
        await t.db.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, name, cpf, phone, created_at, kyc_status, kyc_rejection)
           VALUES ($1, 'x', 'Pessoa', $2, '11912345678', $4, 'rejected', $3) RETURNING id`,
          [`p${String(person)}@example.com`, onlyDigits(TEST_DOCUMENTS[person].cpf), rejection, at],
        )
      ).rows[0]?.id ?? 0;
    const mismatch = await insert(1, 'cpf_mismatch', '2026-03-01T10:00:00Z');
    const providerError = await insert(2, 'provider', '2026-03-02T10:00:00Z');
    await insert(3, 'underage', '2026-02-01T10:00:00Z');

    expect((await ops.inject({ url: '/queues/kyc', headers: finance })).statusCode).toBe(403);
    const listed = await ops.inject({ url: '/queues/kyc', headers: compliance });
    expect(
      listed
        .json<{ results: { userId: number; state: string }[] }>()
        .results.map((row) => [row.userId, row.state]),
    ).toEqual([
      [mismatch, 'cpf_mismatch'],
      [providerError, 'provider'],
    ]);

    const decide = (userId: number, decision: 'keep' | 'retry') =>
      ops.inject({
        method: 'POST',
        url: `/queues/kyc/${String(userId)}/decide`,
        headers: compliance,
        payload: { decision, reason: 'Documento conferido por vídeo' },
      });
    expect((await decide(mismatch, 'keep')).statusCode).toBe(200);
    expect((await decide(providerError, 'retry')).statusCode).toBe(200);
    expect((await decide(providerError, 'retry')).statusCode).toBe(409);
    const { rows } = await t.db.query<{ id: number; kyc_status: string }>(
      'SELECT id, kyc_status FROM users WHERE id = ANY($1) ORDER BY id',
      [[mismatch, providerError]],
    );
    expect(rows).toEqual([
      { id: mismatch, kyc_status: 'rejected' },
      { id: providerError, kyc_status: 'none' },
    ]);
    const after = await ops.inject({ url: '/queues/kyc', headers: compliance });
    expect(after.json<{ results: unknown[] }>().results).toEqual([]);
  });
});

describe('received payments not credited', () => {
  it('shows each refund’s state; a failed refund is replaced by a new one, sent at once', async () => {
    await t.db.query(
      `INSERT INTO payouts (id, purpose, user_id, amount_cents, payment_id, status, failure_reason, created_at)
       VALUES ('refund-falhou', 'refund', NULL, 4200, 'E-tarde', 'failed', 'Conta encerrada.', $1)`,
      [new Date(t.clock.now())],
    );
    await t.db.query(
      `INSERT INTO received_payments (payment_id, charge_id, user_id, amount_cents, received_at, outcome, payout_id)
       VALUES ('E-tarde', 'cobranca-sumida', NULL, 4200, $1, 'unknown_charge', 'refund-falhou')`,
      [new Date(t.clock.now())],
    );
    const listed = await ops.inject({ url: '/queues/received', headers: finance });
    const [payment] = listed.json<{
      payments: { id: number; state: string; refundState: string; refundFailure: string }[];
    }>().payments;
    expect(payment).toMatchObject({
      state: 'unknown_charge',
      refundState: 'failed',
      refundFailure: 'Conta encerrada.',
    });

    const resent = await ops.inject({
      method: 'POST',
      url: `/queues/received/${String(payment?.id)}/resend`,
      headers: finance,
      payload: { reason: 'Pagador confirmou a conta nova' },
    });
    expect(resent.statusCode).toBe(200);
    const { refundPayoutId, refundState } = resent.json<{
      refundPayoutId: string;
      refundState: string;
    }>();
    expect(refundPayoutId).not.toBe('refund-falhou');
    expect(refundState).toBe('sent');
    expect(provider.orders.get(refundPayoutId)).toMatchObject({
      kind: 'refund',
      payment_id: 'E-tarde',
      amount_cents: 4200,
    });
    const again = await ops.inject({ url: '/queues/received', headers: finance });
    expect(again.json<{ payments: { refundState: string }[] }>().payments).toEqual([
      expect.objectContaining({ refundState: 'sent' }),
    ]);
  });
});

describe('CPF claims', () => {
  it('are listed masked and decided as the command decides them', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO cpf_claims (cpf, claimant_id, released_id, held_balance_cents, claimed_at)
       SELECT cpf, id, id, 0, $1 FROM users WHERE email = 'p1@example.com' RETURNING id`,
      [new Date(t.clock.now())],
    );
    const claimId = rows[0]?.id ?? 0;
    const listed = await ops.inject({ url: '/queues/cpf-claims', headers: compliance });
    const claims = listed.json<{ claims: { id: number; cpfMasked: string; state: string }[] }>()
      .claims;
    expect(claims.map((claim) => [claim.id, claim.state])).toEqual([[claimId, 'pending']]);
    expect(claims[0]?.cpfMasked).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);

    const decide = (decision: 'dispute' | 'settle') =>
      ops.inject({
        method: 'POST',
        url: `/queues/cpf-claims/${String(claimId)}/decide`,
        headers: compliance,
        payload: { decision, note: 'Saldo zero: nada a devolver.' },
      });
    expect((await decide('settle')).statusCode).toBe(200);
    expect((await decide('settle')).statusCode).toBe(409);
    const audit = await t.db.query<{ actor: string; action: string; category: string }>(
      `SELECT actor, action, category FROM audit_events
       WHERE action = 'cpf_claim_settled' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { actor: 'staff:23', action: 'cpf_claim_settled', category: 'identity' },
      { actor: 'staff:23', action: 'cpf_claim_settled', category: 'identity' },
      { actor: 'staff:23', action: 'cpf_claim_settled', category: 'staff' },
    ]);
  });
});

describe('CPF claims and received payments', () => {
  it('answer their lists to the roles that hold them', async () => {
    expect((await ops.inject({ url: '/queues/cpf-claims', headers: finance })).statusCode).toBe(
      403,
    );
    expect((await ops.inject({ url: '/queues/received', headers: compliance })).statusCode).toBe(
      403,
    );
  });
});
