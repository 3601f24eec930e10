// The attacker's pass on the four-eyes rule for held money (release-rule.ts),
// as one finance member acting alone: releasing a win held above its game's
// ceiling, however large; releasing a withdrawal held because of that win;
// and splitting a large sum into withdrawals each below the four-eyes amount,
// released one by one.
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { staffHeader, useBackofficeApp } from '#/test/backoffice-app.js';
import { rsaKeys, walletPlayer } from '#/test/game-wallet.js';
import { aHeldWin, demoUserId, heldMoneyApp, REVIEWED_MONEY_OUT } from '#/test/held-money.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { requestWithdrawal } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { proposalsRoutes } from '../adjustments/proposals-routes.js';
import { queuesRoutes } from './queues-routes.js';

const keys = rsaKeys();
const provider = usePayoutProvider();
const FOUR_EYES_ABOVE = REVIEWED_MONEY_OUT.withdrawalFourEyesAboveCents;
const t = useTestApp(() =>
  heldMoneyApp(provider, keys, {
    moneyOut: REVIEWED_MONEY_OUT,
  }),
);

const ops = useBackofficeApp(t, [queuesRoutes, proposalsRoutes]);
let token: string;
let userId: number;
beforeAll(async () => {
  token = await loginDemo(t.app);
  userId = await demoUserId(t.db);
});

const ana = staffHeader(31, 'finance');
const bia = staffHeader(32, 'finance');
const caio = staffHeader(33, 'finance');
const duda = staffHeader(34, 'finance');

const withdraw = (amount: number) => requestWithdrawal(t, token, amount);

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  ops.inject({ method: 'POST', url, headers, payload });
const release = (what: 'withdrawals' | 'wins', id: number, headers: Record<string, string>) =>
  post(`/queues/${what}/${String(id)}/decide`, headers, {
    decision: 'release',
    reason: 'Conferido.',
  });
const proposeRelease = async (
  what: 'withdrawals' | 'wins',
  id: number,
  headers: Record<string, string>,
) => {
  const response = await post(`/queues/${what}/${String(id)}/propose-release`, headers, {
    reason: 'Conferido: pede a segunda pessoa.',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
};

async function heldWin(winCents: number): Promise<number> {
  const player = await walletPlayer(t.db, userId, t.clock.now());
  const id = await aHeldWin(t, keys, player, winCents);
  const { rows } = await t.db.query(
    'SELECT user_id, amount_cents, status FROM held_wins WHERE id = $1',
    [id],
  );
  expect(rows, 'the win is held').toEqual([
    { user_id: userId, amount_cents: winCents, status: 'held' },
  ]);
  return id ?? 0;
}

const needsApproval = { message: staffMessages.staffReleaseNeedsApproval };

describe('held money one person may not release alone', () => {
  it('a held win above the four-eyes amount, and the withdrawal it holds, need a second person', async () => {
    const winId = await heldWin(200_000);
    const held = await withdraw(3_000);
    expect(held.status).toBe('review');

    const alone = await release('wins', winId, ana);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject(needsApproval);
    const heldAlone = await release('withdrawals', held.id, ana);
    expect(heldAlone.statusCode, 'below the amount, but held for a held win').toBe(409);
    expect(heldAlone.json()).toMatchObject(needsApproval);

    const listed = await ops.inject({ url: '/queues/withdrawals', headers: ana });
    const queue = listed.json<{
      withdrawals: { id: number; needsTwo: boolean }[];
      wins: { id: number; needsTwo: boolean }[];
    }>();
    expect(queue.wins.find((row) => row.id === winId)?.needsTwo).toBe(true);
    expect(queue.withdrawals.find((row) => row.id === held.id)?.needsTwo).toBe(true);

    const before = await balanceOf(t.app, token);
    const proposal = await proposeRelease('wins', winId, ana);
    expect((await post(`/proposals/${String(proposal)}/approve`, ana)).statusCode).toBe(403);
    expect((await post(`/proposals/${String(proposal)}/approve`, bia)).statusCode).toBe(200);
    expect(await balanceOf(t.app, token)).toBe(before + 200_000);

    const withdrawal = await proposeRelease('withdrawals', held.id, ana);
    expect((await post(`/proposals/${String(withdrawal)}/approve`, bia)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [held.id],
    );
    expect(rows[0]?.status).toBe('processing');
  });

  it('splitting a large sum into withdrawals below the amount does not avoid the second person', async () => {
    const first = await withdraw(3_500);
    t.clock.advance(60_000);
    const second = await withdraw(3_600);
    expect([first.status, second.status]).toEqual(['review', 'review']);
    expect(3_500 + 3_600).toBeGreaterThan(FOUR_EYES_ABOVE);

    expect((await release('withdrawals', first.id, caio)).statusCode).toBe(200);
    const split = await release('withdrawals', second.id, caio);
    expect(split.statusCode).toBe(409);
    expect(split.json()).toMatchObject(needsApproval);

    const forCaio = await ops.inject({ url: '/queues/withdrawals', headers: caio });
    const forDuda = await ops.inject({ url: '/queues/withdrawals', headers: duda });
    const needsTwo = (response: typeof forCaio) =>
      response
        .json<{ withdrawals: { id: number; needsTwo: boolean }[] }>()
        .withdrawals.find((row) => row.id === second.id)?.needsTwo;
    expect(needsTwo(forCaio)).toBe(true);
    expect(needsTwo(forDuda), 'another member has released nothing for the player').toBe(false);

    // A day later the first release no longer counts.
    t.clock.advance(86_400_000);
    expect((await release('withdrawals', second.id, caio)).statusCode).toBe(200);
  });

  it('two releases sent together count each other', async () => {
    t.clock.advance(86_400_000);
    token = await loginDemo(t.app);
    const first = await withdraw(3_500);
    t.clock.advance(60_000);
    const second = await withdraw(3_600);
    expect([first.status, second.status]).toEqual(['review', 'review']);
    const answers = await Promise.all([
      release('withdrawals', first.id, duda),
      release('withdrawals', second.id, duda),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
