// What the player sees of their play through the wallet (docs/product/games.md#my-play):
// 'Meu histórico' by round, the session's bets/wins/net on the status, and
// the observed return beside the game's RTP once there are enough rounds.
import { formatCents, toCents } from '@velas/domain/money';
import { myReturnResponseSchema } from '@velas/domain/schemas/casino';
import { protectionStatusSchema, recordsResponseSchema } from '@velas/domain/schemas/protection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aPlayerWithBalance,
  keyedGameSettings,
  sendTransaction,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';

const { keys, settings } = keyedGameSettings();
let t: TestApp;
let p: WalletPlayerFixture & { bearer: string; gameId: number };
beforeAll(async () => {
  t = await createTestApp({ settings });
  const fixture = await aPlayerWithBalance(t, 100_000);
  const game = await t.db.query<{ id: number }>(
    'SELECT id FROM casino_games WHERE game_code = $1',
    [fixture.gameCode],
  );
  p = { ...fixture, gameId: game.rows[0]?.id ?? 0 };
});
afterAll(() => t.close());

async function transaction(
  kind: 'bet' | 'win' | 'rollback',
  fields: { round: string; amountCents?: number; reference?: string },
): Promise<string> {
  const response = await sendTransaction(t.app, keys, p, kind, fields);
  expect(response.status).toBe('RS_OK');
  return response.transactionUuid;
}

/** A bet under the bet's own round name, settled by a win naming the closed round (as the demo does). */
async function playRound(index: number, betCents: number, winCents: number): Promise<void> {
  const bet = await transaction('bet', {
    round: `H:after:${String(index)}`,
    amountCents: betCents,
  });
  await transaction('win', { round: `H:${String(index)}`, amountCents: winCents, reference: bet });
}

async function get(url: string) {
  const response = await t.injectAs(p.bearer, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<unknown>();
}

describe('my play', () => {
  it('lists rounds in Meu histórico and adds them to the session result', async () => {
    await playRound(1, 500, 975);
    await playRound(2, 300, 0);
    const rolledBack = await transaction('bet', { round: 'H:after:3', amountCents: 200 });
    await transaction('rollback', { round: 'H:after:3', reference: rolledBack });

    const records = recordsResponseSchema.parse(await get('/api/protection/records')).data;
    const rounds = records.filter((record) => record.kind === 'game');
    expect(rounds.map((record) => record.round?.round).sort()).toEqual(['H:1', 'H:2', 'H:after:3']);
    const won = rounds.find((record) => record.round?.round === 'H:1');
    expect(won?.amount).toBe(475);
    expect(won?.round).toMatchObject({ bets: 500, wins: 975, rollbacks: 0 });
    expect(won?.detail).toBe(
      `${won?.round?.game ?? ''}, rodada H:1: apostou ${formatCents(toCents(500))}, recebeu ${formatCents(toCents(975))}`,
    );
    expect(rounds.find((record) => record.round?.round === 'H:after:3')?.amount).toBe(0);

    const status = protectionStatusSchema.parse(await get('/api/protection/status'));
    // The rolled-back bet was never staked: bets 8,00, wins 9,75, net +1,75.
    expect(status.session.play).toEqual({ bets: 800, wins: 975, net: 175 });
  });

  it('shows the observed return only from 30 settled rounds, beside the RTP', async () => {
    const before = myReturnResponseSchema.parse(
      await get(`/api/casino-games/${String(p.gameId)}/my-return`),
    );
    expect(before).toMatchObject({ rounds: 2, minRounds: 30, observed: null });
    // An open bet is not counted as lost.
    await transaction('bet', { round: 'H:after:open', amountCents: 100 });
    for (let index = 10; index < 38; index++)
      await playRound(index, 100, index % 2 === 0 ? 200 : 0);
    const after = myReturnResponseSchema.parse(
      await get(`/api/casino-games/${String(p.gameId)}/my-return`),
    );
    expect(after.rounds).toBe(30);
    expect(after.stakedCents).toBe(800 + 2800);
    expect(after.returnedCents).toBe(975 + 2800);
    expect(after.observed?.ratio).toBeCloseTo(3775 / 3600, 12);
    expect(after.observed?.lower).toBeLessThan(after.observed?.ratio ?? 0);
    expect(after.observed?.upper).toBeGreaterThan(after.observed?.ratio ?? 0);
  });

  it('answers 404 for a game that does not exist and 401 without a session', async () => {
    expect(
      (await t.injectAs(p.bearer, { method: 'GET', url: '/api/casino-games/999999/my-return' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/casino-games/${String(p.gameId)}/my-return`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
