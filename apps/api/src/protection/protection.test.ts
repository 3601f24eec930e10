// Player protection on the api, driven by the injected clock (PGlite and PostgreSQL).
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import { protectionRefusals } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operatorActor } from '#/audit/audit-actor.js';
import { settleHeldWithdrawal } from '#/oversight/money-review.js';
import { DEMO_PAYOUT_DELAY_MS } from '#/sandbox/payouts/demo-payout-provider.js';
import {
  dailyLimits,
  protectionCalls,
  weeklyLimits,
  type ProtectedPlayer,
} from '#/test/protection-player.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let api: ReturnType<typeof protectionCalls>;
beforeEach(async () => {
  t = await createTestApp();
  // Aviator starts through the demo aggregator, which the api reaches over its own socket.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  api = protectionCalls(t);
});
afterEach(() => t.close());

interface PlayRequest {
  request: string;
  send: (p: ProtectedPlayer) => Promise<LightMyRequestResponse>;
}

/** What a block stops: play and money in (withdrawals, records and sign-in go through). */
const PLAY: PlayRequest[] = [
  { request: 'starting a game', send: (p) => api.startGame(p) },
  { request: 'a signal permit', send: (p) => api.permit(p) },
  { request: 'a deposit', send: (p) => api.deposit(p, 1_000) },
];

function expectRefused(response: LightMyRequestResponse, message: string): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ message });
}

describe('limits chosen at registration', () => {
  it('are in force at once and shown in the status', async () => {
    const p = await api.player(weeklyLimits(500, 60));
    const body = await api.status(p);
    expect(body.limits).toEqual({ lossLimit: 50_000, lossPeriod: 'week', sessionMinutes: 60 });
    expect(body.pending).toBeNull();
    expect(body.refusal).toBeNull();
    expect(body.realityCheckMinutes).toBe(60);
  });

  it('refuses limits outside the bounds with a pt-BR message', async () => {
    const p = await api.player(weeklyLimits(500));
    const response = await api.setLimits(p, { ...weeklyLimits(500), lossLimit: 500 as Cents });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { lossLimit: ['O limite de perdas mínimo é R$\u00a010,00.'] },
    });
  });
});

describe('an account without limits (from before protection)', () => {
  it.each([...PLAY, { request: 'presence', send: (p) => api.presence(p) } satisfies PlayRequest])(
    'is refused $request until it chooses limits',
    async ({ send }) => {
      const p = await api.player(undefined);
      expectRefused(await send(p), protectionRefusals.limitsRequired);
    },
  );

  it('still signs in and sees its records, with no limits in the status', async () => {
    const p = await api.player(undefined);
    expect((await api.me(p)).statusCode).toBe(200);
    expect((await api.status(p)).limits).toBeNull();
    expect((await t.injectAs(p.token, { url: '/api/transactions?page=1' })).statusCode).toBe(200);
  });

  it('deposits once it chooses limits', async () => {
    const p = await api.player(undefined);
    expect((await api.setLimits(p, weeklyLimits(300))).statusCode).toBe(200);
    expect((await api.deposit(p, 1_000)).statusCode).toBe(201);
  });
});

describe('loss limit', () => {
  // The test clock starts on Tuesday 10/03/2026 15:00 in São Paulo: the week renews Monday 16/03.
  const limitOf100 = (left: string) =>
    `Este valor passa do seu limite de perdas (R$\u00a0100,00 por semana). Máximo agora: R$\u00a0${left}.`;

  /** R$ 100 a week: R$ 60 paid in, R$ 30 withdrawn, R$ 70 charged and unpaid. */
  async function weekUsedUp(): Promise<ProtectedPlayer> {
    const p = await api.playerWithBalance(weeklyLimits(100), 6_000);
    expect((await api.withdraw(p, 3_000)).statusCode).toBe(200);
    expect((await api.deposit(p, 7_000)).statusCode).toBe(201);
    return p;
  }

  it('refuses a deposit past what is left with the most that fits now, never "atingido"', async () => {
    const p = await api.playerWithBalance(weeklyLimits(100), 6_000);
    const refused = await api.deposit(p, 5_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'deposit_limit_reached',
      message: limitOf100('40,00'),
    });
  });

  it('counts a withdrawal as room for deposits', async () => {
    const p = await api.playerWithBalance(weeklyLimits(100), 6_000);
    expect((await api.withdraw(p, 3_000)).statusCode).toBe(200);
    // R$ 70,00 fits again, R$ 80,00 does not: the limit is not reached, so the
    // refusal says the most that fits now.
    const over = await api.deposit(p, 8_000);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: limitOf100('70,00') });
    expect((await api.deposit(p, 7_000)).statusCode).toBe(201);
  });

  it('counts an open charge against the limit, told apart as awaiting payment', async () => {
    const p = await weekUsedUp();
    // It is not money deposited until it is paid.
    const withOpenCharge = await api.status(p);
    expect(withOpenCharge.period).toMatchObject({ net: 10_000, awaiting: 7_000 });
    expect(withOpenCharge.today).toEqual({
      deposits: 6_000,
      withdrawals: 3_000,
      net: 3_000,
      awaiting: 7_000,
    });
  });

  it('with nothing left, says the limit is reached and when it renews', async () => {
    const p = await weekUsedUp();
    const reached = await api.deposit(p, 1_000);
    expect(reached.statusCode).toBe(422);
    // Room left or none, one code: the client branches on it, not on the wording.
    expect(reached.json()).toMatchObject({
      code: 'deposit_limit_reached',
      message: 'Limite de perdas atingido: R$\u00a0100,00 por semana. Renova em 16/03 às 00:00.',
    });
  });

  it('stops counting an unpaid charge once it expired; the next week starts from zero', async () => {
    const p = await weekUsedUp();
    await api.later(p, Date.parse('2026-03-16T03:00:00.000Z') - t.clock.now());
    expect((await api.deposit(p, 10_000)).statusCode).toBe(201);
  });

  it('a withdrawal whose money came back does not count as withdrawn against the limit', async () => {
    const p = await api.playerWithBalance(weeklyLimits(100), 10_000);
    await api.failWithdrawal(p, await api.withdraw(p, 3_000));
    // The R$ 30 is back in the balance: nothing left the account, so no room was made.
    expect((await api.status(p)).today).toMatchObject({ deposits: 10_000, withdrawals: 0 });
    expect((await api.deposit(p, 1)).statusCode).toBe(422);
  });

  it('a raise waits 24 hours', async () => {
    const p = await api.player(weeklyLimits(100));
    const raised = (await api.setLimits(p, weeklyLimits(200))).json<ProtectionStatus>();
    expect(raised.limits?.lossLimit).toBe(10_000);
    expect(raised.pending).toMatchObject({
      lossLimit: 20_000,
      effectiveAt: new Date(t.clock.now() + 24 * HOUR).toISOString(),
    });
    expect((await api.deposit(p, 15_000)).statusCode).toBe(422);
    await api.later(p, 24 * HOUR - 1);
    expect((await api.deposit(p, 15_000)).statusCode).toBe(422);
    await api.later(p, 1);
    expect((await api.deposit(p, 15_000)).statusCode).toBe(201);
  });

  it('a lowering applies at once', async () => {
    const p = await api.player(weeklyLimits(200));
    const lowered = (await api.setLimits(p, weeklyLimits(150))).json<ProtectionStatus>();
    expect(lowered.limits?.lossLimit).toBe(15_000);
    expect(lowered.pending).toBeNull();
  });

  it('a period change is never a lowering: it waits', async () => {
    const p = await api.player(weeklyLimits(150));
    const monthly = (
      await api.setLimits(p, { ...weeklyLimits(150), lossPeriod: 'month' })
    ).json<ProtectionStatus>();
    expect(monthly.limits?.lossPeriod).toBe('week');
    expect(monthly.pending?.lossPeriod).toBe('month');
  });

  it('a new request replaces a waiting one', async () => {
    const p = await api.player(weeklyLimits(150));
    await api.setLimits(p, { ...weeklyLimits(150), lossPeriod: 'month' });
    const lowerAgain = (await api.setLimits(p, weeklyLimits(120))).json<ProtectionStatus>();
    expect(lowerAgain.pending).toBeNull();
    await api.later(p, 25 * HOUR);
    expect((await api.status(p)).limits).toMatchObject({ lossLimit: 12_000, lossPeriod: 'week' });
  });

  it('the day after a day that hit the limit, the status says so', async () => {
    const p = await api.playerWithBalance(dailyLimits(50), 5_000);
    expect((await api.status(p)).lossLimitHitYesterday).toBe(false);
    await api.later(p, 24 * HOUR);
    expect((await api.status(p)).lossLimitHitYesterday).toBe(true);
    await api.later(p, 24 * HOUR);
    expect((await api.status(p)).lossLimitHitYesterday).toBe(false);
  });
});

describe('session time limit', () => {
  /** A 30-minute session played to its limit, a game started every ten minutes. */
  async function atSessionLimit() {
    const p = await api.playerWithBalance(weeklyLimits(500, 30), 5_000);
    const started = (await api.status(p)).session.startedAt;
    for (let game = 0; game < 3; game += 1) {
      t.clock.advance(10 * MINUTE - 1);
      expect((await api.startGame(p)).statusCode).toBe(200);
    }
    t.clock.advance(3);
    const refusal = protectionRefusals.sessionLimitReached(30, Date.parse(started) + 45 * MINUTE);
    return { p, started, refusal };
  }

  it('the status gives the refusal, in the same session', async () => {
    const { p, started, refusal } = await atSessionLimit();
    const body = await api.status(p);
    expect(body.session.startedAt).toBe(started);
    expect(body.refusal).toBe(refusal);
  });

  it.each(PLAY)('refuses $request at the limit', async ({ send }) => {
    const { p, refusal } = await atSessionLimit();
    expectRefused(await send(p), refusal);
  });

  it('never stops withdrawals', async () => {
    const { p } = await atSessionLimit();
    expect((await api.withdraw(p, 3_000)).statusCode).toBe(200);
  });

  it('lets play again after 15 minutes, in a new session', async () => {
    const { p, started, refusal } = await atSessionLimit();
    // Asked at the limit: the session is not left idle, so only the break ends it.
    expect((await api.status(p)).refusal).toBe(refusal);
    t.clock.advance(15 * MINUTE - 1);
    expect((await api.startGame(p)).statusCode).toBe(403);
    t.clock.advance(1);
    expect((await api.startGame(p)).statusCode).toBe(200);
    expect((await api.status(p)).session.startedAt).not.toBe(started);
  });

  it('signing out and in again does not end a session', async () => {
    const p = await api.player(weeklyLimits(500, 30));
    const first = (await api.status(p)).session.startedAt;
    await t.injectAs(p.token, { method: 'POST', url: '/api/auth/logout' });
    t.clock.advance(14 * MINUTE);
    const again = { ...p, token: await api.signIn(p) };
    expect((await api.status(again)).session.startedAt).toBe(first);
  });

  it('15 minutes without any request end a session', async () => {
    const p = await api.player(weeklyLimits(500, 30));
    await api.status(p);
    t.clock.advance(15 * MINUTE);
    expect((await api.status(p)).session.startedAt).toBe(new Date(t.clock.now()).toISOString());
  });
});

describe('reality check answers', () => {
  const answer = (p: ProtectedPlayer, answered: number) =>
    t.injectAs(p.token, {
      method: 'POST',
      url: '/api/protection/reality-check/answered',
      payload: { answered },
    });

  it('are remembered by the session, across a reload', async () => {
    const p = await api.player(weeklyLimits(500, 120));
    expect((await api.status(p)).session.realityChecksAnswered).toBe(0);
    const first = await answer(p, 2);
    expect(first.statusCode).toBe(200);
    expect(first.json<ProtectionStatus>().session.realityChecksAnswered).toBe(2);
    // A reload asks the status again: still answered.
    expect((await api.status(p)).session.realityChecksAnswered).toBe(2);
  });

  it('are never lowered', async () => {
    const p = await api.player(weeklyLimits(500, 120));
    await answer(p, 2);
    expect((await answer(p, 1)).json<ProtectionStatus>().session.realityChecksAnswered).toBe(2);
    expect((await answer(p, 0)).statusCode).toBe(400);
  });

  it('start again with a new session', async () => {
    const p = await api.player(weeklyLimits(500, 120));
    await answer(p, 2);
    // 15 minutes without a request end the session: the next one starts unanswered.
    await api.later(p, 16 * MINUTE);
    expect((await api.status(p)).session.realityChecksAnswered).toBe(0);
  });
});

describe('a pause', () => {
  /** A player with a balance who pauses for 24 hours. */
  async function paused() {
    const p = await api.playerWithBalance(weeklyLimits(500), 5_000);
    const response = await api.pause(p);
    return { p, response, endsAt: t.clock.now() + 24 * HOUR };
  }

  it('shows in the status with its end, in São Paulo time in its refusal', async () => {
    const { response, endsAt } = await paused();
    expect(response.json<ProtectionStatus>().block).toMatchObject({
      kind: 'pause',
      endsAt: new Date(endsAt).toISOString(),
    });
    expect(protectionRefusals.paused(endsAt)).toContain('11/03/2026 às 15:00');
  });

  it.each(PLAY)('refuses $request until it ends', async ({ send }) => {
    const { p, endsAt } = await paused();
    expectRefused(await send(p), protectionRefusals.paused(endsAt));
  });

  it('lets sign-in, withdrawals and records through', async () => {
    const { p } = await paused();
    await api.signIn(p);
    expect((await api.withdraw(p, 3_000)).statusCode).toBe(200);
    const records = await t.injectAs(p.token, { url: '/api/protection/records' });
    expect(records.json<{ data: { kind: string }[] }>().data.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['deposit', 'withdrawal', 'limit', 'pause']),
    );
  });

  it('ends after its time', async () => {
    const { p } = await paused();
    await api.later(p, 24 * HOUR);
    expect((await api.startGame(p)).statusCode).toBe(200);
  });

  it('cancels the open Pix charges, which stop counting as awaiting payment', async () => {
    const p = await api.player(weeklyLimits(500));
    expect((await api.deposit(p, 7_000)).statusCode).toBe(201);
    expect((await api.status(p)).today).toMatchObject({ awaiting: 7_000 });
    await api.pause(p);
    // The charge is cancelled (a payment of it is refused): nothing awaits payment.
    const afterPause = await api.status(p);
    expect(afterPause.today).toMatchObject({ deposits: 0, awaiting: 0 });
    expect(afterPause.period).toMatchObject({ awaiting: 0 });
  });

  it('does not shorten an exclusion', async () => {
    const p = await api.player(weeklyLimits(500));
    await api.exclude(p, 2);
    await api.pause(p);
    expect((await api.status(p)).block?.kind).toBe('exclusion');
  });
});

describe('a self-exclusion', () => {
  it('shows its end', async () => {
    const p = await api.player(weeklyLimits(500));
    expect((await api.exclude(p, 3)).json<ProtectionStatus>().block).toMatchObject({
      kind: 'exclusion',
      endsAt: '2026-06-10T18:00:00.000Z',
    });
  });

  it('cannot be shortened, an indefinite one to months neither', async () => {
    const p = await api.player(weeklyLimits(500));
    await api.exclude(p, 3);
    const shorter = await api.exclude(p, 1);
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json()).toMatchObject({ message: protectionRefusals.exclusionCannotShorten });
    expect((await api.exclude(p, null)).statusCode).toBe(200);
    expect((await api.exclude(p, 12)).statusCode).toBe(422);
  });

  it('never ends when indefinite', async () => {
    const p = await api.player(weeklyLimits(500));
    await api.exclude(p, null);
    await api.later(p, 5 * 365 * 24 * HOUR);
    expect((await api.status(p)).refusal).toBe(protectionRefusals.excluded(null));
    expect((await api.permit(p)).statusCode).toBe(403);
  });
});

describe('records', () => {
  it('filter by São Paulo dates', async () => {
    const p = await api.playerWithBalance(weeklyLimits(500), 5_000);
    await api.later(p, 48 * HOUR);
    expect((await api.deposit(p, 2_000)).statusCode).toBe(201);
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
    const p = await api.playerWithBalance(weeklyLimits(500), 5_000);
    t.clock.advance(MINUTE);
    expect((await api.deposit(p, 2_000)).statusCode).toBe(201);
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
  const signInAttempt = (p: ProtectedPlayer, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: p.email, email: p.email, password },
    });

  function expectCloseRefused(response: LightMyRequestResponse, message: string): void {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message });
  }

  /** The balance withdrawn (the payout still with the provider), a new Pix charge open. */
  async function emptiedWithPixOpen(): Promise<ProtectedPlayer> {
    const p = await api.playerWithBalance(weeklyLimits(500), 5_000);
    expect((await api.withdraw(p, 5_000)).statusCode).toBe(200);
    expect((await api.deposit(p, 1_000)).statusCode).toBe(201);
    return p;
  }

  it('waits for the balance to be withdrawn', async () => {
    const p = await api.playerWithBalance(weeklyLimits(500), 5_000);
    expectCloseRefused(
      await api.closeAccount(p),
      protectionRefusals.closeNeedsZeroBalance(5_000 as Cents),
    );
  });

  it('waits for no Pix to be payable', async () => {
    const p = await emptiedWithPixOpen();
    expectCloseRefused(await api.closeAccount(p), protectionRefusals.closePendingDeposit);
  });

  it('waits for the withdrawal to be paid, then closes despite a self-exclusion and ends every session', async () => {
    const p = await emptiedWithPixOpen();
    // The Pix expires unpaid (400 s); the withdrawal is still with the payout provider.
    t.clock.advance(10 * MINUTE);
    expectCloseRefused(await api.closeAccount(p), walletMessages.closeWithdrawalProcessing);
    // The provider pays it; a self-exclusion does not stop anyone leaving.
    expect(await t.app.payouts.demo?.deliverDue()).toBe(1);
    const other = await api.signIn(p);
    expect((await api.exclude(p, null)).statusCode).toBe(200);
    expect((await api.closeAccount(p)).statusCode).toBe(204);

    for (const token of [p.token, other]) {
      const me = await t.injectAs(token, { url: '/api/auth/me' });
      expect(me.statusCode).toBe(401);
    }
    const again = await signInAttempt(p, 'senha-segura-1');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: protectionRefusals.accountClosed });
    // Without the password nothing says the account exists or was closed.
    expect((await signInAttempt(p, 'outra-senha-1')).statusCode).toBe(401);
  });

  it('refuses while a withdrawal is processing; a failed payout brings the balance back', async () => {
    const p = await api.playerWithBalance(weeklyLimits(500), 3_000);
    const sent = await api.withdraw(p, 3_000);
    expect(sent.statusCode).toBe(200);
    // Balance zero, no Pix payable: only the payout in flight holds the closing back.
    expectCloseRefused(await api.closeAccount(p), walletMessages.closeWithdrawalProcessing);

    const failed = await api.failWithdrawal(p, sent);
    expect(failed.json()).toMatchObject({ data: { status: 'failed' } });
    expect((await api.closeAccount(p)).json()).toMatchObject({
      message: protectionRefusals.closeNeedsZeroBalance(3_000 as Cents),
    });
  });

  it('refuses while a withdrawal waits in review; returning it brings the balance back', async () => {
    const p = await api.playerWithBalance(weeklyLimits(500), 12_000);
    const statuses: string[] = [];
    let heldId = 0;
    for (let index = 0; index < 4; index++) {
      const answer = (await api.withdraw(p, 3_000)).json<{ id: number; status: string }>();
      statuses.push(answer.status);
      if (answer.status === 'review') heldId = answer.id;
    }
    // The fourth within the hour waits for a person (docs/api/money.md#brakes-on-money-out).
    expect(statuses).toEqual(['processing', 'processing', 'processing', 'review']);
    t.clock.advance(DEMO_PAYOUT_DELAY_MS);
    await t.app.payouts.demo?.deliverDue();
    expectCloseRefused(await api.closeAccount(p), walletMessages.closeWithdrawalProcessing);

    await t.db.transaction((tx) =>
      settleHeldWithdrawal(tx, heldId, 'return', {
        actor: operatorActor('ana'),
        now: t.clock.now(),
      }),
    );
    expect((await api.closeAccount(p)).json()).toMatchObject({
      message: protectionRefusals.closeNeedsZeroBalance(3_000 as Cents),
    });
  });
});
