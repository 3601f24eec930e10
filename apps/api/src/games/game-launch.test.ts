// GET api/casino-games/{id}/start through a game aggregator
// (docs/product/games.md#game-frames): a test double of the aggregator's Games API
// on 127.0.0.1 checks our signature and answers a game URL.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { gamesMessages } from '@velas/domain/messages/games';
import { gameUrlRequestSchema } from '@velas/domain/schemas/game-wallet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '#/auth/tokens.js';
import { loginDemo } from '#/test/accounts.js';
import { rsaKeys, walletCall } from '#/test/game-wallet.js';
import {
  aGameWithCode,
  GAME_URL,
  gamesApiSettings,
  startGamesApi,
  type GamesApiDouble,
} from '#/test/games-api.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { bodyVerifier } from './wallet-signature.js';

const aggregatorKeys = rsaKeys();
const ourKeys = rsaKeys();
const ourPublic = bodyVerifier(ourKeys.wallet);

let api: GamesApiDouble;
let t: TestApp;
let demo: string;
let gameId: number;

beforeAll(async () => {
  api = await startGamesApi();
  t = await createTestApp({ settings: gamesApiSettings(api, aggregatorKeys, ourKeys) });
  demo = await loginDemo(t.app);
  gameId = await aGameWithCode(t.db);
});
afterAll(async () => {
  await t.close();
  await api.stop();
});
beforeEach(() => {
  api.reset();
});

/** The calls the aggregator received, each with whether our signature checks. */
const received = () =>
  api.calls.map((call) => ({
    path: call.path,
    signatureOk: call.signature !== undefined && ourPublic.verify(call.raw, call.signature),
    body: JSON.parse(call.raw) as Record<string, unknown>,
  }));

const start = (id: number, mobile = '1', token = demo) =>
  t.injectAs(token, {
    url: `/api/casino-games/${String(id)}/start?demo=0&isMobileDevice=${mobile}`,
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });

describe('a game start through the aggregator', () => {
  it('asks for the game URL, signed, with a fresh token bound to the player and the game', async () => {
    const response = await start(gameId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ link: GAME_URL });
    expect(received()).toHaveLength(1);
    const call = received()[0];
    expect(call?.path).toBe('/operator/generic/v2/game/url');
    expect(call?.signatureOk).toBe(true);
    const body = gameUrlRequestSchema.parse(call?.body);
    expect(body).toMatchObject({
      operator_id: 1,
      game_code: 'velas_crash',
      platform: 'GPL_MOBILE',
      lang: 'pt',
      currency: 'BRL',
      country: 'BR',
      lobby_url: `${new URL(t.app.config.APP_ORIGIN).origin}/admin/games`,
    });
    expect(typeof body.ip).toBe('string');
    // The player id is random: no e-mail, CPF, name or database id in it.
    expect(body.user).toMatch(/^vp_[A-Za-z0-9_-]{16}$/);
    expect(JSON.stringify(body)).not.toContain(DEMO_EMAIL);

    // Only the token's hash is stored, with its game and expiry.
    const { rows } = await t.db.query<{ game_id: number; minutes: number }>(
      `SELECT game_id, extract(epoch FROM expires_at - created_at)::int / 60 AS minutes
       FROM game_sessions WHERE token_hash = $1`,
      [hashToken(body.token)],
    );
    expect(rows).toEqual([{ game_id: gameId, minutes: 240 }]);
    const raw = await t.db.query('SELECT 1 FROM game_sessions WHERE token_hash = $1', [body.token]);
    expect(raw.rowCount).toBe(0);

    // The aggregator bets with that token through the wallet.
    const bet = await walletCall(t.app, aggregatorKeys, {
      path: '/transaction/bet',
      body: {
        user: body.user,
        transaction_uuid: 'launch-bet-1',
        token: body.token,
        round: 'r1',
        request_uuid: 'req-1',
        game_code: 'velas_crash',
        currency: 'BRL',
        amount: 100_000,
      },
    });
    expect(bet.status).toBe('RS_OK');

    // The same player keeps the same aggregator id; each start mints a new token.
    await start(gameId, '0');
    const again = gameUrlRequestSchema.parse(received()[1]?.body);
    expect(again.user).toBe(body.user);
    expect(again.token).not.toBe(body.token);
    expect(again.platform).toBe('GPL_DESKTOP');
  });

  it("counts each call with every provider's, by result", async () => {
    const aggregatorCalls = async (result: string) =>
      (await t.app.metrics.providerCalls.get()).values.find(
        (value) => value.labels.provider === 'aggregator' && value.labels.result === result,
      )?.value ?? 0;
    const [ok, failed] = [await aggregatorCalls('2xx'), await aggregatorCalls('5xx')];
    expect((await start(gameId)).statusCode).toBe(200);
    api.answer = { status: 500, body: 'oops' };
    expect((await start(gameId)).statusCode).toBe(502);
    expect([await aggregatorCalls('2xx'), await aggregatorCalls('5xx')]).toEqual([
      ok + 1,
      failed + 1,
    ]);
  });

  it('answers pt-BR when the aggregator fails or answers no URL', async () => {
    for (const failure of [
      { status: 500, body: 'oops' },
      { status: 200, body: JSON.stringify({ error: 'x' }) },
      { status: 200, body: JSON.stringify({ url: 'javascript:alert(1)' }) },
    ]) {
      api.answer = failure;
      const response = await start(gameId);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'upstream_failed',
        message: gamesMessages.gameLaunchFailed,
        errors: {},
      });
    }
  });

  it('keeps the honest "não conectado" page for a game the aggregator does not know', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM casino_games WHERE game_code IS NULL ORDER BY id LIMIT 1',
    );
    const response = await start(rows[0]?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ link: string }>().link).toContain('não está conectado');
    expect(received()).toHaveLength(0);
  });

  it('still refuses a paused player, without asking the aggregator', async () => {
    const paused = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    expect(paused.statusCode).toBe(200);
    const response = await start(gameId);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/pausa/i);
    expect(received()).toHaveLength(0);
  });
});
