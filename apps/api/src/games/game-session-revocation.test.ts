// Game-session tokens die with the account's security
// (docs/games.md#game-session-tokens): a token minted by a game start is
// refused by the wallet as RS_ERROR_INVALID_TOKEN once the player changes or
// resets the password, signs out everywhere, pauses, self-excludes or closes
// the account; a player holds at most `maxLiveSessions` live tokens; starts
// are budgeted per account.
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { commonMessages } from '@velas/domain/messages/common';
import { gameUrlRequestSchema, type GameUrlRequest } from '@velas/domain/schemas/game-wallet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLink } from '#/auth/one-time-links-repository.js';
import { newToken } from '#/auth/tokens.js';
import { OPEN_ROUND_MS } from '#/protection/account-closing-repository.js';
import { login } from '#/test/accounts.js';
import { creditCents, rsaKeys, walletCall } from '#/test/game-wallet.js';
import {
  aGameWithCode,
  gamesApiSettings,
  startGamesApi,
  type GamesApiDouble,
} from '#/test/games-api.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';

const aggregatorKeys = rsaKeys();
const ourKeys = rsaKeys();
const STARTS_PER_MINUTE = 6;

let api: GamesApiDouble;
let t: TestApp;
let password = DEMO_PASSWORD;
let session: string;
let gameId: number;

beforeAll(async () => {
  api = await startGamesApi();
  t = await createTestApp({
    env: { GAME_STARTS_PER_ACCOUNT_PER_MINUTE: String(STARTS_PER_MINUTE) },
    settings: gamesApiSettings(api, aggregatorKeys, ourKeys),
  });
  gameId = await aGameWithCode(t.db);
});
afterAll(async () => {
  await t.close();
  await api.stop();
});
/** The game-URL requests the aggregator received. */
const gameUrlCalls = () =>
  api.calls.map((call) => gameUrlRequestSchema.parse(JSON.parse(call.raw)));
beforeEach(async () => {
  api.reset();
  // A new minute: each test starts with the whole per-account budget, signed in afresh.
  t.clock.advance(61_000);
  session = await login(t.app, DEMO_EMAIL, password);
});

const startGame = () =>
  t.injectAs(session, { url: `/api/casino-games/${String(gameId)}/start?demo=0&isMobileDevice=1` });

/** A game start; the user and token the aggregator received with it. */
async function started(): Promise<GameUrlRequest> {
  const response = await startGame();
  expect(response.statusCode).toBe(200);
  const call = gameUrlCalls().at(-1);
  if (call === undefined) throw new Error('no game/url call');
  return call;
}

let betNumber = 0;
async function bet(game: GameUrlRequest): Promise<string> {
  betNumber += 1;
  const answer = await walletCall(t.app, aggregatorKeys, {
    path: '/transaction/bet',
    body: {
      user: game.user,
      transaction_uuid: `revocation-bet-${String(betNumber)}`,
      token: game.token,
      round: `r${String(betNumber)}`,
      request_uuid: `req-${String(betNumber)}`,
      game_code: 'velas_crash',
      currency: 'BRL',
      amount: 1_000,
    },
  });
  return answer.status;
}

async function balanceWith(game: GameUrlRequest): Promise<string> {
  const answer = await walletCall(t.app, aggregatorKeys, {
    path: '/user/balance',
    body: { user: game.user, token: game.token, request_uuid: 'balance', game_code: 'velas_crash' },
  });
  return answer.status;
}

async function changePassword(next: string, token = session) {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/auth/password',
    payload: { current_password: password, password: next, password_confirmation: next },
  });
  expect(response.statusCode).toBe(200);
  password = next;
}

describe('the game-session token of a start', () => {
  it('bets while the account stays as it was', async () => {
    const game = await started();
    expect(await bet(game)).toBe('RS_OK');
  });

  it('is refused after "Sair de todos os dispositivos"', async () => {
    const game = await started();
    expect(await bet(game)).toBe('RS_OK');
    const out = await t.injectAs(session, { method: 'POST', url: '/api/auth/logout-everywhere' });
    expect(out.statusCode).toBe(200);
    expect(await bet(game)).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await balanceWith(game)).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('is refused after a password change, even from the device that changed it', async () => {
    const game = await started();
    await changePassword('outra-senha-segura-2');
    expect(await bet(game)).toBe('RS_ERROR_INVALID_TOKEN');
    // The session that changed the password goes on, and a new start bets.
    expect(await bet(await started())).toBe('RS_OK');
  });

  it('is refused after a password reset by e-mail', async () => {
    const game = await started();
    const reset = newToken();
    const now = t.clock.now();
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_EMAIL,
    ]);
    await insertLink(t.db, 'password_resets', {
      tokenHash: reset.hash,
      userId: rows[0]?.id ?? 0,
      createdAt: new Date(now),
      expiresAt: new Date(now + 3_600_000),
    });
    const next = 'senha-redefinida-3';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: reset.token, password: next, password_confirmation: next },
    });
    expect(response.statusCode).toBe(200);
    password = next;
    expect(await bet(game)).toBe('RS_ERROR_INVALID_TOKEN');
  });

  for (const [name, url, payload] of [
    ['a pause', '/api/protection/pause', { duration: '24h' }],
    ['a self-exclusion', '/api/protection/exclusion', { months: 6 }],
  ] as const)
    it(`is refused as an unknown token after ${name}, not only as a disabled player`, async () => {
      const game = await started();
      const blocked = await t.injectAs(session, { method: 'POST', url, payload });
      expect(blocked.statusCode).toBe(200);
      try {
        expect(await bet(game)).toBe('RS_ERROR_INVALID_TOKEN');
        expect(await balanceWith(game)).toBe('RS_ERROR_INVALID_TOKEN');
      } finally {
        await t.db.query('DELETE FROM protection_blocks');
      }
    });

  it(`keeps at most maxLiveSessions live: a start beyond them revokes the oldest`, async () => {
    await t.db.query('UPDATE game_sessions SET revoked_at = now()');
    const games = [await started(), await started(), await started()];
    for (const game of games) expect(await balanceWith(game)).toBe('RS_OK');
    const newest = await started();
    const [oldest, ...others] = games;
    if (oldest === undefined) throw new Error('no game');
    expect(await bet(oldest)).toBe('RS_ERROR_INVALID_TOKEN');
    for (const game of [...others, newest]) expect(await bet(game)).toBe('RS_OK');
  });

  it('budgets starts per account, in pt-BR, without asking the aggregator again', async () => {
    for (let start = 0; start < STARTS_PER_MINUTE; start++)
      expect((await startGame()).statusCode).toBe(200);
    const refused = await startGame();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'throttled',
      message: commonMessages.tooManyGameStarts,
      errors: {},
    });
    expect(gameUrlCalls()).toHaveLength(STARTS_PER_MINUTE);
    t.clock.advance(60_000);
    expect((await startGame()).statusCode).toBe(200);
  });

  it('is refused after the account is closed', async () => {
    // The earlier tests' bets never settled: past the open-round window they
    // no longer hold the closure back.
    t.clock.advance(OPEN_ROUND_MS);
    session = await login(t.app, DEMO_EMAIL, password);
    const game = await started();
    const { rows } = await t.db.query<{ id: number; balance_cents: number }>(
      'SELECT id, balance_cents FROM users WHERE email = $1',
      [DEMO_EMAIL],
    );
    const user = rows[0];
    if (user === undefined) throw new Error('no demo user');
    await creditCents(t.db, user.id, -user.balance_cents, t.clock.now());
    const closed = await t.injectAs(session, {
      method: 'POST',
      url: '/api/protection/close-account',
    });
    expect(closed.statusCode).toBe(204);
    expect(await bet(game)).toBe('RS_ERROR_INVALID_TOKEN');
  });
});
