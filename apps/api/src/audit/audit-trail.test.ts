// docs/operations/audit-trail.md#audit-trail: every change of money, identity, limits,
// pauses, exclusions and closures leaves a row in its own transaction, with
// who acted and the request id; the api can neither change nor delete a row;
// the retention job leaves the trail alone; staff with audit.view read it per
// player on the ops listener.
import { toCents, type Cents } from '@velas/domain/money';
import type { AuditEvent } from '@velas/domain/schemas/audit';
import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { insertPayout } from '#/payouts/payouts-repository.js';
import { settlePayout } from '#/payouts/payouts.js';
import { purgeExpired } from '#/retention/retention.js';
import { bearer, registerAndLogin } from '#/test/accounts.js';
import { injectOps, staffSessionCookie } from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';
import { SYSTEM_ACTOR } from './audit-actor.js';
import { insertAuditRow } from './audit-repository.js';
import { purgeAuditTrail } from './purge-audit.js';

const KEY = 'operator-key-for-tests-0123456789abcdef';
const YEAR = 365.25 * 86_400_000;
const LIMITS = { loginFailureWindowMs: 900_000, trustedDeviceMs: 30 * 86_400_000 };
const t = useTestApp({ env: { OPERATOR_API_KEY: KEY } });

async function trailOf(userId: number): Promise<AuditEvent[]> {
  const response = await injectOps(
    t,
    { url: `/ops-api/audit?userId=${userId}` },
    await staffSessionCookie(t, 'compliance'),
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ events: AuditEvent[] }>().events;
}

async function idOf(token: string): Promise<number> {
  return (await t.injectAs(token, { url: '/api/auth/me' })).json<{
    id: number;
  }>().id;
}

async function auditCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events');
  return rows[0]?.n ?? 0;
}

describe('the audit trail', () => {
  it('records limits, the KYC verdict, a credited deposit, a pause, an exclusion and a closure, each with its actor and request id', async () => {
    const player = await registerAndLogin(t.app, 1);
    const headers = bearer(player.token);
    const id = await idOf(player.token);
    const session = await t.app.inject({
      method: 'POST',
      url: '/kyc-api/kyc/session',
      headers,
      payload: { cpf: player.cpf, token: 't', flow: 'kyc-full', betHouse: 'MINES_BET' },
    });
    const sessionId = session.json<{ session_id: string }>().session_id;
    await t.app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
      payload: { result: 'approved' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/userUpdate',
      headers,
      payload: { zipCode: '01310-100', number: '10' },
    });
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/deposits',
      headers: { ...headers, 'idempotency-key': 'deposito-auditado' },
      payload: { amount: 5_000 },
    });
    const depositId = deposit.json<{ data: { id: string } }>().data.id;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/deposits/${depositId}/pay`,
      headers,
    });
    expect(paid.statusCode).toBe(200);
    const pause = await t.app.inject({
      method: 'POST',
      url: '/api/protection/pause',
      headers,
      payload: { duration: '24h' },
    });
    expect(pause.statusCode).toBe(200);
    const exclusion = await t.app.inject({
      method: 'POST',
      url: '/api/protection/exclusion',
      headers,
      payload: { months: 6 },
    });
    expect(exclusion.statusCode).toBe(200);

    const events = await trailOf(id);
    expect(events.map((event) => [event.category, event.action, event.actor])).toEqual([
      ['limits', 'limits_requested', 'anonymous'],
      ['identity', 'kyc_verdict', 'provider:kyc'],
      ['money', 'ledger_entry', 'provider:payment'],
      ['pause', 'pause_started', `user:${id}`],
      ['exclusion', 'exclusion_started', `user:${id}`],
    ]);
    expect(events.every((event) => event.userId === id)).toBe(true);
    expect(events.every((event) => typeof event.requestId === 'string')).toBe(true);
    const money = events[2];
    expect(money?.amountCents).toBe(5_000);
    expect(money?.details).toMatchObject({
      entryId: expect.any(Number) as unknown,
      kind: 'Deposit',
      status: 'paid',
      reference: `deposit:${depositId}`,
      balanceAfterCents: 5_000,
    });
    expect(events[1]?.details).toEqual({ status: 'approved', rejection: null });

    // A second player closes the (empty) account.
    const leaving = await registerAndLogin(t.app, 2);
    const leavingId = await idOf(leaving.token);
    const closed = await t.injectAs(leaving.token, {
      method: 'POST',
      url: '/api/protection/close-account',
    });
    expect(closed.statusCode).toBe(204);
    expect((await trailOf(leavingId)).map((event) => event.action)).toEqual([
      'limits_requested',
      'account_closed',
    ]);
  });

  it('records a refund paid by the payout provider, and counts it in the money flows after commit', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const userId = rows[0]?.id ?? 0;
    const now = t.clock.now();
    await t.app.db.transaction(async (tx) => {
      await insertPayout(tx, {
        id: 'devolucao-audit-1',
        purpose: 'refund',
        userId,
        amountCents: toCents(2_500),
        paymentId: 'pagamento-1',
        at: new Date(now),
      });
    });
    await t.app.db.transaction((tx) =>
      settlePayout(tx, {
        verdict: {
          payoutId: 'devolucao-audit-1',
          result: 'paid',
          amountCents: toCents(2_500),
          reason: null,
        },
        now,
        actor: SYSTEM_ACTOR,
        settleWithdrawal: t.app.payouts.context.settleWithdrawal,
      }),
    );
    const events = await trailOf(userId);
    expect(events.at(-1)).toMatchObject({
      category: 'money',
      action: 'refund_paid',
      amountCents: toCents(2_500),
      actor: 'system',
      details: { payoutId: 'devolucao-audit-1' },
    });
    const metrics = await t.app.metrics.registry.getSingleMetricAsString('velas_money_cents_total');
    expect(metrics).toContain('velas_money_cents_total{flow="refund"} 2500');
  });

  it('writes in the change’s transaction: a rolled-back credit leaves neither the entry nor its row', async () => {
    const before = await auditCount();
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const userId = rows[0]?.id ?? 0;
    await expect(
      t.db.transaction(async (tx) => {
        await postLedgerEntry(tx, {
          actor: SYSTEM_ACTOR,
          userId,
          amount: 100 as Cents,
          kind: 'Deposit',
          status: 'paid',
          at: t.clock.now(),
        });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await auditCount()).toBe(before);
  });

  it('cannot be updated, deleted or truncated through the api’s connection', async () => {
    const before = await auditCount();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      "UPDATE audit_events SET actor = 'someone else'",
      'UPDATE audit_events SET amount_cents = 0 WHERE amount_cents IS NOT NULL',
      'DELETE FROM audit_events',
      'TRUNCATE audit_events',
    ])
      await expect(t.db.query(statement), statement).rejects.toThrow(/append-only/);
    // No session setting unlocks anything: the database's clock and its own
    // retention decide (docs/operations/audit-trail.md#audit-trail).
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("SELECT set_config('velas.audit_purge_before', '2100-01-01', true)");
        await tx.query('DELETE FROM audit_events');
      }),
    ).rejects.toThrow(/append-only/);
    expect(await auditCount()).toBe(before);
  });

  it('is left alone by the retention job, and the purge removes nothing younger than the retention', async () => {
    const now = t.clock.now();
    await insertAuditRow(t.db, {
      at: new Date(now - 6 * YEAR),
      userId: null,
      actor: 'system',
      category: 'money',
      action: 'ledger_entry',
      amountCents: toCents(1),
      details: {},
      requestId: null,
    });
    const before = await auditCount();
    await purgeExpired(t.db, now + 10 * YEAR, LIMITS);
    expect(await auditCount()).toBe(before);
    // The old row came last in the chain: the purge takes only the chain's
    // oldest rows (audit-chain.test.ts purges a trail that starts old).
    expect(await purgeAuditTrail(t.db)).toEqual({ purged: 0, years: 5 });
    expect(await auditCount()).toBe(before);
  });

  it('is read by staff with audit.view only, never with the machine key', async () => {
    for (const headers of [
      {},
      { [OPERATOR_KEY_HEADER]: 'wrong' },
      { [OPERATOR_KEY_HEADER]: KEY },
    ]) {
      const response = await t.app.ops.inject({ url: '/ops-api/audit?userId=1', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('actor');
    }
    const support = await staffSessionCookie(t, 'support');
    const refused = await injectOps(t, { url: '/ops-api/audit?userId=1' }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('actor');
  });
});
