// A barred account (docs/product/player-protection.md#barred-account), driven by OnBarred with
// an answer of the regulator's module built here: blocked at once for
// deposits, bets, game starts and signals while a withdrawal still works;
// told once by e-mail (the e-mail provider's double, over HTTP) and by its
// `me` answer; after the 2-day window the balance leaves by a payout to the
// holder's own CPF key (the payout provider's double) and the account
// closes; a zero balance just closes; the records outlive the retention
// purge; and no other e-mail reaches a barred address.
import { BARRED_LIST_BASE_LABELS, barredMessages } from '@velas/domain/barred-list';
import { DAY_MS } from '@velas/domain/calendar';
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import type { BarredListAnswer } from '#/providers/barred-list.js';
import { purgeExpired } from '#/retention/retention.js';
import { balanceOf, loginDemo, personRegistration, registerAndLogin } from '#/test/accounts.js';
import { useEmailProvider } from '#/test/email-provider.js';
import {
  rsaKeys,
  sendTransaction,
  walletPlayer,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { productionGamesApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';
import { WITHDRAW_WINDOW_MS } from './barred-accounts.js';

const keys = rsaKeys();
const mail = useEmailProvider();
const payouts = usePayoutProvider();

const t = useTestApp(() =>
  productionGamesApp(
    keys,
    payouts,
    {
      providers: {
        email: { baseUrl: mail.baseUrl, apiKey: mail.apiKey, from: 'Casa Real <x@y.z>' },
      },
    },
    { DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: '10' },
  ),
);

function answerFor(cpf: string, barred: BarredListAnswer['bases'][number]['base'][]) {
  return {
    cpf,
    answeredAt: t.clock.now() - 1_000,
    bases: (['autoexclusao_centralizada', 'beneficio_social'] as const).map((base) => ({
      base,
      barred: barred.includes(base),
    })),
  } satisfies BarredListAnswer;
}

async function account(email: string) {
  const { rows } = await t.db.query<{ id: number; cpf: string; status: string }>(
    'SELECT id, cpf, status FROM users WHERE email = $1',
    [email],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`no account ${email}`);
  return row;
}

const steps = async (userId: number) =>
  (
    await t.db.query<{ step: string; amount_cents: number | null; payout_id: string | null }>(
      'SELECT step, amount_cents, payout_id FROM barred_account_steps WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

const mailTo = (address: string) => mail.messages.filter((message) => message.to === address);

const walletTransaction = (
  player: WalletPlayerFixture,
  kind: 'bet' | 'win',
  fields: { round: string; amountCents: number; reference?: string },
) => sendTransaction(t.app, keys, player, kind, fields);

describe('a barred account with a balance (the demo player)', () => {
  let token: string;
  let demo: { id: number; cpf: string };
  let barredAt: number;
  /** A bet placed before the bar whose round no game settled when the window ends. */
  let openBet: { player: WalletPlayerFixture; transactionUuid: string };

  beforeAll(async () => {
    token = await loginDemo(t.app);
    demo = await account(DEMO_EMAIL);
    const player = await walletPlayer(t.db, demo.id, t.clock.now());
    const bet = await walletTransaction(player, 'bet', { round: 'aberta-1', amountCents: 1_000 });
    expect(bet.status).toBe('RS_OK');
    openBet = { player, transactionUuid: bet.transactionUuid };
  });

  it('is blocked at once for deposits, bets, game starts and signals; a withdrawal still works', async () => {
    const before = await balanceOf(t.app, token);
    expect(before).toBeGreaterThan(10_000);
    barredAt = t.clock.now();
    await t.app.barredAccounts.onBarred(
      demo.id,
      answerFor(demo.cpf, ['autoexclusao_centralizada']),
      SYSTEM_ACTOR,
    );

    const deposit = await t.injectAs(token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 5_000 },
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json()).toMatchObject({ message: barredMessages.refused });

    const signals = await t.injectAs(token, { method: 'POST', url: '/api/signals/permit' });
    expect(signals.statusCode).toBe(403);
    expect(signals.json()).toMatchObject({ message: barredMessages.refused });

    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM casino_games ORDER BY id LIMIT 1',
    );
    const start = await t.injectAs(token, {
      url: `/api/casino-games/${String(rows[0]?.id)}/start?demo=0&isMobileDevice=1`,
    });
    expect(start.statusCode).toBe(403);
    expect(start.json()).toMatchObject({ message: barredMessages.refused });

    // A game-session token made after the bar (the bar ended those before it):
    // the seamless wallet still refuses the bet by the player's play state.
    const player = await walletPlayer(t.db, demo.id, t.clock.now());
    const bet = await walletTransaction(player, 'bet', { round: 'impedido-1', amountCents: 1_000 });
    expect(bet.status).toBe('RS_ERROR_USER_DISABLED');

    const withdraw = await t.injectAs(token, {
      method: 'POST',
      url: '/api/withdraws',
      payload: { amount: 3_000, pixType: 'CPF', pixKey: demo.cpf },
    });
    expect(withdraw.statusCode).toBe(200);
    expect(await balanceOf(t.app, token)).toBe(before - 3_000);
  });

  it('tells the player once, by e-mail and in the `me` answer, why and until when', async () => {
    const notices = mailTo(DEMO_EMAIL);
    expect(notices).toHaveLength(1);
    const withdrawUntil = barredAt + WITHDRAW_WINDOW_MS;
    expect(notices[0]).toMatchObject({
      subject: barredMessages.noticeSubject,
      text: barredMessages.noticeText(['autoexclusao_centralizada'], withdrawUntil),
    });
    expect(notices[0]?.text).toContain(BARRED_LIST_BASE_LABELS.autoexclusao_centralizada);
    expect(notices[0]?.text).toContain('chave Pix CPF');

    // A second answer (the next day's check) changes nothing and sends nothing.
    t.clock.advance(60_000);
    await t.app.barredAccounts.onBarred(
      demo.id,
      answerFor(demo.cpf, ['autoexclusao_centralizada', 'beneficio_social']),
      SYSTEM_ACTOR,
    );
    await t.app.barredAccounts.sendUnsentNotices();
    expect(mailTo(DEMO_EMAIL)).toHaveLength(1);

    const me = (await t.injectAs(token, { url: '/api/auth/me' })).json<{ barred?: unknown }>();
    expect(me.barred).toEqual({
      bases: ['autoexclusao_centralizada'],
      barredAt: new Date(barredAt).toISOString(),
      withdrawUntil: new Date(withdrawUntil).toISOString(),
    });
    const { rows } = await t.db.query<{ address: string; body: string; sent_at: Date | null }>(
      'SELECT address, body, sent_at FROM barred_account_notices WHERE user_id = $1',
      [demo.id],
    );
    expect(rows).toEqual([
      { address: DEMO_EMAIL, body: notices[0]?.text, sent_at: new Date(barredAt) },
    ]);
    expect((await steps(demo.id)).map((row) => row.step)).toEqual(['barred', 'notice_sent']);
  });

  it('keeps the account open until the window ends', async () => {
    t.clock.set(barredAt + WITHDRAW_WINDOW_MS - 1);
    expect((await t.app.barredAccounts.endDueWindows()).size).toBe(0);
    expect((await account(DEMO_EMAIL)).status).toBe('active');
  });

  it('after 2 days sends the balance to the holder’s own CPF key and closes the account', async () => {
    // The player's own withdrawal is still in flight: if it failed, its money would come back.
    t.clock.set(barredAt + WITHDRAW_WINDOW_MS + 60_000);
    expect((await t.app.barredAccounts.endDueWindows()).get(demo.id)).toEqual({
      kind: 'waiting',
      reason: 'withdrawal_processing',
    });
    expect((await account(DEMO_EMAIL)).status).toBe('active');
    await t.db.query(
      `UPDATE withdrawals SET status = 'paid', settled_at = $2
       WHERE user_id = $1 AND status = 'processing'`,
      [demo.id, new Date(t.clock.now())],
    );
    const { rows: left } = await t.db.query<{ balance: number }>(
      'SELECT balance_cents AS balance FROM users WHERE id = $1',
      [demo.id],
    );
    const balance = left[0]?.balance ?? 0;
    expect(balance).toBeGreaterThan(0);
    t.clock.advance(10 * 60_000);
    const sentBefore = payouts.requests.length;
    const outcomes = await t.app.barredAccounts.endDueWindows();
    expect(outcomes.get(demo.id)).toMatchObject({ kind: 'closed', amount: balance });

    const recorded = await steps(demo.id);
    expect(recorded.map((row) => row.step)).toEqual([
      'barred',
      'notice_sent',
      'window_ended',
      'payout_queued',
      'closed',
    ]);
    const payoutId = recorded.find((row) => row.step === 'payout_queued')?.payout_id;
    expect(payouts.requests.slice(sentBefore)).toEqual([
      {
        idempotencyKey: payoutId,
        body: {
          kind: 'transfer',
          payout_id: payoutId,
          amount_cents: balance,
          pix_key_type: 'CPF',
          pix_key: demo.cpf,
        },
        repeat: false,
      },
    ]);
    const { rows } = await t.db.query<{ status: string; closed_reason: string; balance: number }>(
      'SELECT status, closed_reason, balance_cents AS balance FROM users WHERE id = $1',
      [demo.id],
    );
    expect(rows[0]).toEqual({ status: 'closed', closed_reason: 'impedido', balance: 0 });
    // A second run finds nothing to do.
    expect((await t.app.barredAccounts.endDueWindows()).size).toBe(0);
  });

  it('pays a round bet before the bar that ends after the closing to the same CPF key', async () => {
    // Bets stop at the bar, so at the window's end any open round is over a
    // day old and no longer holds the closing (protection/account-closing-repository.ts).
    const sentBefore = payouts.requests.length;
    const win = await walletTransaction(openBet.player, 'win', {
      round: 'aberta-1',
      amountCents: 2_500,
      reference: openBet.transactionUuid,
    });
    expect([win.status, win.balance]).toEqual(['RS_OK', 0]);
    expect(payouts.requests.slice(sentBefore).map((request) => request.body)).toEqual([
      expect.objectContaining({ amount_cents: 2_500, pix_key_type: 'CPF', pix_key: demo.cpf }),
    ]);
  });
});

describe('a barred account without a balance, and the e-mails it no longer gets', () => {
  let person: Awaited<ReturnType<typeof registerAndLogin>>;
  let userId: number;

  beforeAll(async () => {
    person = await registerAndLogin(t.app, 1);
    await t.app.cpfHolderNotices.idle();
    await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE email = $1", [person.email]);
    userId = (await account(person.email)).id;
    await t.app.barredAccounts.onBarred(
      userId,
      answerFor(person.cpf, ['beneficio_social']),
      SYSTEM_ACTOR,
    );
  });

  it('attack: no e-mail but the notice reaches a barred address', async () => {
    const notices = mailTo(person.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(BARRED_LIST_BASE_LABELS.beneficio_social);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: person.email },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { email: person.email },
    });
    // Someone registers with the barred person's CPF, then with their e-mail.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: personRegistration(TEST_DOCUMENTS[1], 'outra-pessoa@example.com'),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: personRegistration(TEST_DOCUMENTS[2], person.email),
    });
    await Promise.all([
      t.app.passwordResetMailer.idle(),
      t.app.signInLinkMailer.idle(),
      t.app.cpfHolderNotices.idle(),
    ]);
    expect(mailTo(person.email)).toHaveLength(1);
    // The same e-mails still reach an address that is not barred.
    const other = await registerAndLogin(t.app, 3);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: other.email },
    });
    await t.app.passwordResetMailer.idle();
    expect(mailTo(other.email)).toHaveLength(1);
  });

  it('just closes after 2 days when nothing is left to send', async () => {
    t.clock.advance(WITHDRAW_WINDOW_MS + 60_000);
    const sentBefore = payouts.requests.length;
    const outcomes = await t.app.barredAccounts.endDueWindows();
    expect(outcomes.get(userId)).toEqual({ kind: 'closed', payoutId: null, amount: 0 });
    expect(payouts.requests.length).toBe(sentBefore);
    expect((await account(person.email)).status).toBe('closed');
    expect((await steps(userId)).map((row) => row.step)).toEqual([
      'barred',
      'notice_sent',
      'window_ended',
      'closed',
    ]);
  });

  it('keeps every record past the retention window, and refuses to delete them', async () => {
    const count = async () =>
      (
        await t.db.query<{ bars: number; notices: number; steps: number }>(
          `SELECT (SELECT count(*)::int FROM barred_accounts) AS bars,
                  (SELECT count(*)::int FROM barred_account_notices) AS notices,
                  (SELECT count(*)::int FROM barred_account_steps) AS steps`,
        )
      ).rows[0];
    const before = await count();
    expect(before).toEqual({ bars: 2, notices: 2, steps: 9 });
    await purgeExpired(t.db, t.clock.now() + 400 * DAY_MS, {
      loginFailureWindowMs: DAY_MS,
      trustedDeviceMs: DAY_MS,
    });
    expect(await count()).toEqual(before);
    for (const table of ['barred_account_steps', 'barred_account_notices', 'barred_accounts'])
      await expect(t.db.query(`DELETE FROM ${table}`)).rejects.toThrow(/kept 5 years/);
    await expect(t.db.query("UPDATE barred_account_steps SET step = 'closed'")).rejects.toThrow(
      /kept 5 years/,
    );
    expect(await count()).toEqual(before);
  });
});
