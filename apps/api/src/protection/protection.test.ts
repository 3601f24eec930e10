// Player protection on the api, driven by the injected clock (PGlite and PostgreSQL).
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { messages } from '@velas/domain/messages';
import type { Cents } from '@velas/domain/money';
import { protectionRefusals, type Limits } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/audit-actor.js';
import { settleHeldWithdrawal } from '../oversight/money-review.js';
import { DEMO_PAYOUT_DELAY_MS } from '../sandbox/payouts/demo-payout-provider.js';
import { login, personRegistration } from '../test/accounts.js';
import { payDeposit } from '../test/deposits.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const GAME = 3835;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // Aviator starts through the demo aggregator, which the api reaches over its own socket.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => t.close());

interface Player {
  token: string;
  email: string;
  id: number;
  cpf: string;
}

/** Registers with the given limits (none: an account from before protection), KYC-approved, with an address. */
async function player(limits: Limits | undefined, index: 1 | 2 = 1): Promise<Player> {
  const person = TEST_DOCUMENTS[index];
  const email = `jogador${String(index)}@example.com`;
  const payload = personRegistration(person, email, { limits });
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(registered.statusCode).toBe(201);
  const { rows } = await t.db.query<{ id: number }>(
    `UPDATE users SET kyc_status = 'approved', zip_code = '01310100', number = '1'
     WHERE email = $1 RETURNING id`,
    [email],
  );
  return {
    token: await login(t.app, email, 'senha-segura-1'),
    email,
    id: rows[0]?.id ?? 0,
    cpf: person.cpf,
  };
}

const weekly = (reais: number, sessionMinutes = 120): Limits => ({
  lossLimit: (reais * 100) as Cents,
  lossPeriod: 'week',
  sessionMinutes,
});

const deposit = (p: Player, amount: number) =>
  t.injectAs(p.token, { method: 'POST', url: '/api/deposits', payload: { amount } });
const withdraw = (p: Player, amount: number) =>
  t.injectAs(p.token, {
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount, pixType: 'CPF', pixKey: p.cpf },
  });
const startGame = (p: Player) =>
  t.injectAs(p.token, { url: `/api/casino-games/${String(GAME)}/start?demo=0&isMobileDevice=1` });
const permit = (p: Player) => t.injectAs(p.token, { method: 'POST', url: '/api/signals/permit' });
const status = async (p: Player) => {
  const response = await t.injectAs(p.token, { url: '/api/protection/status' });
  expect(response.statusCode).toBe(200);
  return response.json<ProtectionStatus>();
};
const setLimits = (p: Player, limits: Limits) =>
  t.injectAs(p.token, { method: 'PUT', url: '/api/protection/limits', payload: limits });

/** Moves the clock and signs in again (a token lives 24 hours). */
async function later(p: Player, milliseconds: number): Promise<void> {
  t.clock.advance(milliseconds);
  p.token = await login(t.app, p.email, 'senha-segura-1');
}

async function paidDeposit(p: Player, amount: number): Promise<void> {
  const response = await deposit(p, amount);
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ data: { id: string } }>().data;
  await t.db.transaction((tx) => payDeposit(tx, p.id, id, t.clock.now()));
}

describe('limits chosen at registration', () => {
  it('are in force at once and shown in the status', async () => {
    const p = await player(weekly(500, 60));
    const body = await status(p);
    expect(body.limits).toEqual({ lossLimit: 50_000, lossPeriod: 'week', sessionMinutes: 60 });
    expect(body.pending).toBeNull();
    expect(body.refusal).toBeNull();
    expect(body.realityCheckMinutes).toBe(60);
  });

  it('an account without limits can only choose them, see its records, withdraw and sign out', async () => {
    const p = await player(undefined);
    expect((await t.injectAs(p.token, { url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await status(p)).limits).toBeNull();
    for (const refused of [
      await deposit(p, 1_000),
      await startGame(p),
      await permit(p),
      await t.injectAs(p.token, { url: '/api/presence' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: protectionRefusals.limitsRequired });
    }
    expect((await t.injectAs(p.token, { url: '/api/transactions?page=1' })).statusCode).toBe(200);
    expect((await setLimits(p, weekly(300))).statusCode).toBe(200);
    expect((await deposit(p, 1_000)).statusCode).toBe(201);
  });

  it('refuses limits outside the bounds with a pt-BR message', async () => {
    const p = await player(weekly(500));
    const response = await setLimits(p, { ...weekly(500), lossLimit: 500 as Cents });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { lossLimit: ['O limite de perdas mínimo é R$\u00a010,00.'] },
    });
  });
});

describe('loss limit', () => {
  it('refuses a deposit past the limit with the limit and when it renews, counting withdrawals', async () => {
    // The test clock starts on Tuesday 10/03/2026 15:00 in São Paulo: the week renews Monday 16/03.
    const p = await player(weekly(100));
    await paidDeposit(p, 6_000);
    // R$ 40,00 is left: R$ 50,00 is refused with that maximum, never "atingido".
    const refused = await deposit(p, 5_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message:
        'Este valor passa do seu limite de perdas (R$\u00a0100,00 por semana). Máximo agora: R$\u00a040,00.',
    });
    expect((await withdraw(p, 3_000)).statusCode).toBe(200);
    // R$ 70,00 fits again, R$ 80,00 does not: the limit is not reached, so the
    // refusal says the most that fits now.
    const over = await deposit(p, 8_000);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message:
        'Este valor passa do seu limite de perdas (R$\u00a0100,00 por semana). Máximo agora: R$\u00a070,00.',
    });
    expect((await deposit(p, 7_000)).statusCode).toBe(201);
    // The open charge counts against the limit, but the player is told it apart:
    // it is not money deposited until it is paid.
    const withOpenCharge = await status(p);
    expect(withOpenCharge.period).toMatchObject({ net: 10_000, awaiting: 7_000 });
    expect(withOpenCharge.today).toEqual({
      deposits: 6_000,
      withdrawals: 3_000,
      net: 3_000,
      awaiting: 7_000,
    });
    // Nothing left: now the limit is reached, with when it renews.
    const reached = await deposit(p, 1_000);
    expect(reached.statusCode).toBe(422);
    expect(reached.json()).toMatchObject({
      message: 'Limite de perdas atingido: R$\u00a0100,00 por semana. Renova em 16/03 às 00:00.',
    });
    // An unpaid deposit stops counting once it expired; the next week starts from zero.
    await later(p, Date.parse('2026-03-16T03:00:00.000Z') - t.clock.now());
    expect((await deposit(p, 10_000)).statusCode).toBe(201);
  });

  it('a withdrawal whose money came back does not count as withdrawn against the limit', async () => {
    const p = await player(weekly(100));
    await paidDeposit(p, 10_000);
    const sent = await withdraw(p, 3_000);
    await t.injectAs(p.token, {
      method: 'POST',
      url: `/api/withdraws/${String(sent.json<{ id: number }>().id)}/simulate-failure`,
    });
    // The R$ 30 is back in the balance: nothing left the account, so no room was made.
    expect((await status(p)).today).toMatchObject({ deposits: 10_000, withdrawals: 0 });
    expect((await deposit(p, 1)).statusCode).toBe(422);
  });

  it('a raise waits 24 hours, a lowering applies at once, a new request replaces a waiting one', async () => {
    const p = await player(weekly(100));
    const raised = await setLimits(p, weekly(200));
    const body = raised.json<ProtectionStatus>();
    expect(body.limits?.lossLimit).toBe(10_000);
    expect(body.pending).toMatchObject({
      lossLimit: 20_000,
      effectiveAt: new Date(t.clock.now() + 24 * HOUR).toISOString(),
    });
    expect((await deposit(p, 15_000)).statusCode).toBe(422);
    await later(p, 24 * HOUR - 1);
    expect((await deposit(p, 15_000)).statusCode).toBe(422);
    await later(p, 1);
    expect((await deposit(p, 15_000)).statusCode).toBe(201);
    const lowered = (await setLimits(p, weekly(150))).json<ProtectionStatus>();
    expect(lowered.limits?.lossLimit).toBe(15_000);
    expect(lowered.pending).toBeNull();
    // A period change is never a lowering.
    const monthly = (
      await setLimits(p, { ...weekly(150), lossPeriod: 'month' })
    ).json<ProtectionStatus>();
    expect(monthly.limits?.lossPeriod).toBe('week');
    expect(monthly.pending?.lossPeriod).toBe('month');
    const lowerAgain = (await setLimits(p, weekly(120))).json<ProtectionStatus>();
    expect(lowerAgain.pending).toBeNull();
    await later(p, 25 * HOUR);
    expect((await status(p)).limits).toMatchObject({ lossLimit: 12_000, lossPeriod: 'week' });
  });

  it('the day after a day that hit the limit, the status says so', async () => {
    const p = await player({ lossLimit: 5_000 as Cents, lossPeriod: 'day', sessionMinutes: 120 });
    await paidDeposit(p, 5_000);
    expect((await status(p)).lossLimitHitYesterday).toBe(false);
    await later(p, 24 * HOUR);
    expect((await status(p)).lossLimitHitYesterday).toBe(true);
    await later(p, 24 * HOUR);
    expect((await status(p)).lossLimitHitYesterday).toBe(false);
  });
});

describe('session time limit', () => {
  it('stops deposits, games and signals at the limit, never withdrawals, for 15 minutes', async () => {
    const p = await player(weekly(500, 30));
    await paidDeposit(p, 5_000);
    const started = (await status(p)).session.startedAt;
    for (let minute = 0; minute < 3; minute += 1) {
      t.clock.advance(10 * MINUTE - 1);
      expect((await startGame(p)).statusCode).toBe(200);
    }
    t.clock.advance(3);
    const body = await status(p);
    expect(body.session.startedAt).toBe(started);
    const expected = protectionRefusals.sessionLimitReached(30, Date.parse(started) + 45 * MINUTE);
    expect(body.refusal).toBe(expected);
    for (const refused of [await startGame(p), await permit(p), await deposit(p, 1_000)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: expected });
    }
    expect((await withdraw(p, 3_000)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE - 1);
    expect((await startGame(p)).statusCode).toBe(403);
    t.clock.advance(1);
    expect((await startGame(p)).statusCode).toBe(200);
    expect((await status(p)).session.startedAt).not.toBe(started);
  });

  it('15 minutes without any request end a session; signing out does not', async () => {
    const p = await player(weekly(500, 30));
    const first = (await status(p)).session.startedAt;
    await t.injectAs(p.token, { method: 'POST', url: '/api/auth/logout' });
    t.clock.advance(14 * MINUTE);
    const again = { ...p, token: await login(t.app, 'jogador1@example.com', 'senha-segura-1') };
    expect((await status(again)).session.startedAt).toBe(first);
    t.clock.advance(15 * MINUTE);
    expect((await status(again)).session.startedAt).toBe(new Date(t.clock.now()).toISOString());
  });
});

describe('reality check answers', () => {
  it('are remembered by the session, never lowered, and start again with a new session', async () => {
    const p = await player(weekly(500, 120));
    expect((await status(p)).session.realityChecksAnswered).toBe(0);
    const answer = (answered: number) =>
      t.injectAs(p.token, {
        method: 'POST',
        url: '/api/protection/reality-check/answered',
        payload: { answered },
      });
    const first = await answer(2);
    expect(first.statusCode).toBe(200);
    expect(first.json<ProtectionStatus>().session.realityChecksAnswered).toBe(2);
    expect((await answer(1)).json<ProtectionStatus>().session.realityChecksAnswered).toBe(2);
    expect((await answer(0)).statusCode).toBe(400);
    // A reload asks the status again: still answered.
    expect((await status(p)).session.realityChecksAnswered).toBe(2);
    // 15 minutes without a request end the session: the next one starts unanswered.
    await later(p, 16 * MINUTE);
    expect((await status(p)).session.realityChecksAnswered).toBe(0);
  });
});

describe('pause and self-exclusion', () => {
  it('a pause blocks deposits, games and signals, lets sign-in, records and withdrawals through, and ends', async () => {
    const p = await player(weekly(500));
    await paidDeposit(p, 5_000);
    const paused = await t.injectAs(p.token, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    const endsAt = t.clock.now() + 24 * HOUR;
    expect(paused.json<ProtectionStatus>().block).toMatchObject({
      kind: 'pause',
      endsAt: new Date(endsAt).toISOString(),
    });
    for (const refused of [await startGame(p), await permit(p), await deposit(p, 1_000)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: protectionRefusals.paused(endsAt) });
    }
    expect(protectionRefusals.paused(endsAt)).toContain('11/03/2026 às 15:00');
    await login(t.app, 'jogador1@example.com', 'senha-segura-1');
    expect((await withdraw(p, 3_000)).statusCode).toBe(200);
    const records = await t.injectAs(p.token, { url: '/api/protection/records' });
    expect(records.json<{ data: { kind: string }[] }>().data.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['deposit', 'withdrawal', 'limit', 'pause']),
    );
    await later(p, 24 * HOUR);
    expect((await startGame(p)).statusCode).toBe(200);
  });

  it('a pause cancels the open Pix charges, which stop counting as awaiting payment', async () => {
    const p = await player(weekly(500));
    expect((await deposit(p, 7_000)).statusCode).toBe(201);
    expect((await status(p)).today).toMatchObject({ awaiting: 7_000 });
    await t.injectAs(p.token, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    // The charge is cancelled (a payment of it is refused): nothing awaits payment.
    const paused = await status(p);
    expect(paused.today).toMatchObject({ deposits: 0, awaiting: 0 });
    expect(paused.period).toMatchObject({ awaiting: 0 });
  });

  it('a self-exclusion shows its end, cannot be shortened, and an indefinite one never ends', async () => {
    const p = await player(weekly(500));
    const exclude = (months: number | null) =>
      t.injectAs(p.token, {
        method: 'POST',
        url: '/api/protection/exclusion',
        payload: { months },
      });
    const three = await exclude(3);
    expect(three.json<ProtectionStatus>().block).toMatchObject({
      kind: 'exclusion',
      endsAt: '2026-06-10T18:00:00.000Z',
    });
    const shorter = await exclude(1);
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json()).toMatchObject({ message: protectionRefusals.exclusionCannotShorten });
    expect((await exclude(null)).statusCode).toBe(200);
    expect((await exclude(12)).statusCode).toBe(422);
    await later(p, 5 * 365 * 24 * HOUR);
    expect((await status(p)).refusal).toBe(protectionRefusals.excluded(null));
    expect((await permit(p)).statusCode).toBe(403);
  });

  it('a pause does not shorten an exclusion', async () => {
    const p = await player(weekly(500));
    await t.injectAs(p.token, {
      method: 'POST',
      url: '/api/protection/exclusion',
      payload: { months: 2 },
    });
    await t.injectAs(p.token, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    expect((await status(p)).block?.kind).toBe('exclusion');
  });
});

describe('records', () => {
  it('filter by São Paulo dates', async () => {
    const p = await player(weekly(500));
    await paidDeposit(p, 5_000);
    await later(p, 48 * HOUR);
    expect((await deposit(p, 2_000)).statusCode).toBe(201);
    const list = async (query: string) =>
      (await t.injectAs(p.token, { url: `/api/protection/records?${query}` })).json<{
        data: { kind: string; amount: number | null }[];
      }>().data;
    expect(await list('from=2026-03-12&to=2026-03-12')).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 2_000 }),
    ]);
    expect((await list('from=2026-03-10&to=2026-03-10')).map((r) => r.kind).sort()).toEqual([
      'deposit',
      'limit',
    ]);
    const bad = await t.injectAs(p.token, { url: '/api/protection/records?from=ontem' });
    expect(bad.statusCode).toBe(400);
  });

  it("give a deposit's state: paid, pending until the charge expires, then expired", async () => {
    const p = await player(weekly(500));
    await paidDeposit(p, 5_000);
    t.clock.advance(MINUTE);
    expect((await deposit(p, 2_000)).statusCode).toBe(201);
    const deposits = async () =>
      (await t.injectAs(p.token, { url: '/api/protection/records' }))
        .json<{ data: { kind: string; amount: number; depositStatus?: string }[] }>()
        .data.filter((r) => r.kind === 'deposit')
        .map((r) => [r.amount, r.depositStatus]);
    expect(await deposits()).toEqual([
      [2_000, 'pending'],
      [5_000, 'paid'],
    ]);
    t.clock.advance(400_000);
    expect(await deposits()).toEqual([
      [2_000, 'expired'],
      [5_000, 'paid'],
    ]);
  });
});

describe('closing the account', () => {
  const close = (p: Player) =>
    t.injectAs(p.token, { method: 'POST', url: '/api/protection/close-account' });
  const signIn = (p: Player, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: p.email, email: p.email, password },
    });

  it('waits for the balance to be withdrawn and no Pix to be payable, then ends every session', async () => {
    const p = await player(weekly(500));
    await paidDeposit(p, 5_000);
    const withBalance = await close(p);
    expect(withBalance.statusCode).toBe(422);
    expect(withBalance.json()).toMatchObject({
      message: protectionRefusals.closeNeedsZeroBalance(5_000 as Cents),
    });

    expect((await withdraw(p, 5_000)).statusCode).toBe(200);
    expect((await deposit(p, 1_000)).statusCode).toBe(201);
    const payable = await close(p);
    expect(payable.statusCode).toBe(422);
    expect(payable.json()).toMatchObject({ message: protectionRefusals.closePendingDeposit });

    // The Pix expires unpaid (400 s); the withdrawal is still with the payout provider.
    t.clock.advance(10 * MINUTE);
    const processing = await close(p);
    expect(processing.statusCode).toBe(422);
    expect(processing.json()).toMatchObject({ message: messages.closeWithdrawalProcessing });
    // The provider pays it; a self-exclusion does not stop anyone leaving.
    expect(await t.app.payouts.demo?.deliverDue()).toBe(1);
    const other = await login(t.app, p.email, 'senha-segura-1');
    expect(
      (
        await t.injectAs(p.token, {
          method: 'POST',
          url: '/api/protection/exclusion',
          payload: { months: null },
        })
      ).statusCode,
    ).toBe(200);
    expect((await close(p)).statusCode).toBe(204);

    for (const token of [p.token, other]) {
      const me = await t.injectAs(token, { url: '/api/auth/me' });
      expect(me.statusCode).toBe(401);
    }
    const again = await signIn(p, 'senha-segura-1');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: protectionRefusals.accountClosed });
    // Without the password nothing says the account exists or was closed.
    expect((await signIn(p, 'outra-senha-1')).statusCode).toBe(401);
  });

  it('refuses while a withdrawal is processing; a failed payout brings the balance back', async () => {
    const p = await player(weekly(500));
    await paidDeposit(p, 3_000);
    const sent = await withdraw(p, 3_000);
    expect(sent.statusCode).toBe(200);
    // Balance zero, no Pix payable: only the payout in flight holds the closing back.
    const refused = await close(p);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: messages.closeWithdrawalProcessing });

    const failed = await t.injectAs(p.token, {
      method: 'POST',
      url: `/api/withdraws/${String(sent.json<{ id: number }>().id)}/simulate-failure`,
    });
    expect(failed.json()).toMatchObject({ data: { status: 'failed' } });
    const withBalance = await close(p);
    expect(withBalance.json()).toMatchObject({
      message: protectionRefusals.closeNeedsZeroBalance(3_000 as Cents),
    });
  });

  it('refuses while a withdrawal waits in review; returning it brings the balance back', async () => {
    const p = await player(weekly(500));
    await paidDeposit(p, 12_000);
    const statuses: string[] = [];
    let heldId = 0;
    for (let index = 0; index < 4; index++) {
      const answer = (await withdraw(p, 3_000)).json<{ id: number; status: string }>();
      statuses.push(answer.status);
      if (answer.status === 'review') heldId = answer.id;
    }
    // The fourth within the hour waits for a person (docs/api/money.md#brakes-on-money-out).
    expect(statuses).toEqual(['processing', 'processing', 'processing', 'review']);
    t.clock.advance(DEMO_PAYOUT_DELAY_MS);
    await t.app.payouts.demo?.deliverDue();
    const refused = await close(p);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: messages.closeWithdrawalProcessing });

    await t.db.transaction((tx) =>
      settleHeldWithdrawal(tx, heldId, 'return', {
        actor: SYSTEM_ACTOR,
        by: 'ana',
        now: t.clock.now(),
      }),
    );
    expect((await close(p)).json()).toMatchObject({
      message: protectionRefusals.closeNeedsZeroBalance(3_000 as Cents),
    });
  });
});
