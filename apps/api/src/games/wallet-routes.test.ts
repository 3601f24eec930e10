// Contract of the seamless wallet (docs/product/games.md#seamless-wallet), over
// app.inject with bodies signed like an aggregator's; on PGlite and, under
// with-test-postgres, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { WalletResponse } from '@velas/domain/schemas/game-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { markAccountClosed } from '#/protection/account-closing-repository.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import {
  aPlayerWithBalance,
  creditCents,
  gameSettings,
  hmacKeys,
  keyedGameSettings,
  rsaKeys,
  walletCall,
  walletPlayer,
  type AggregatorKeys,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { addToRegistry, next, unknownPeople } from '#/test/people.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const { keys, settings } = keyedGameSettings();
const t = useTestApp({ settings });

const people = unknownPeople(500_000_000, 'Pessoa da Carteira');
/** A registered player with `cents` on the balance and a live game token. */
const player = async (cents: number, options: { expiresAt?: number } = {}) =>
  aPlayerWithBalance(t, cents, { ...options, person: await addToRegistry(t.db, next(people)) });

const call = (path: string, body: Record<string, unknown>, k: AggregatorKeys = keys) =>
  walletCall(t.app, k, { path, body });

function betBody(p: WalletPlayerFixture, amountCents: number, extra: Record<string, unknown> = {}) {
  return {
    user: p.user,
    transaction_uuid: randomUUID(),
    supplier_transaction_id: randomUUID(),
    token: p.token,
    round: 'round-1',
    round_closed: false,
    request_uuid: randomUUID(),
    game_code: p.gameCode,
    currency: 'BRL',
    bet: null,
    amount: amountCents * 1000,
    ...extra,
  };
}
const winBody = (p: WalletPlayerFixture, bet: { transaction_uuid: string }, cents: number) =>
  betBody(p, cents, { reference_transaction_uuid: bet.transaction_uuid, round_closed: true });
const rollbackBody = (p: WalletPlayerFixture, reference: string) => ({
  user: p.user,
  transaction_uuid: randomUUID(),
  token: p.token,
  round: 'round-1',
  round_closed: true,
  request_uuid: randomUUID(),
  game_code: p.gameCode,
  reference_transaction_uuid: reference,
});

const balanceUnits = (response: WalletResponse) => response.balance;
async function ledgerCents(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ balance_cents: number; sum: number }>(
    `SELECT balance_cents, (SELECT COALESCE(sum(amount_cents), 0) FROM ledger_entries WHERE user_id = $1) AS sum
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  // The cached balance is always the ledger's sum.
  expect(row?.balance_cents).toBe(row?.sum);
  return row?.balance_cents ?? -1;
}

let p1: WalletPlayerFixture & { bearer: string };
beforeAll(async () => {
  p1 = await player(10_000);
});

describe('signatures', () => {
  const body = () => ({ user: p1.user, request_uuid: randomUUID() });

  it('refuses a missing signature, another key and a tampered body, echoing request_uuid', async () => {
    const missing = body();
    expect(await walletCall(t.app, keys, { path: '/user/info', body: missing, key: null })).toEqual(
      {
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: missing.request_uuid,
      },
    );
    const other = rsaKeys();
    const wrongKey = body();
    expect((await walletCall(t.app, other, { path: '/user/info', body: wrongKey })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    const tampered = betBody(p1, 1);
    const response = await walletCall(t.app, keys, {
      path: '/transaction/bet',
      body: tampered,
      signedBody: JSON.stringify({ ...tampered, amount: 100 }),
    });
    expect(response).toEqual({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      request_uuid: tampered.request_uuid,
    });
    expect(await ledgerCents(p1.userId)).toBe(10_000);
  });

  it('checks the exact bytes: the same JSON with other spacing fails', async () => {
    const sent = body();
    const response = await walletCall(t.app, keys, {
      path: '/user/info',
      body: JSON.stringify(sent, null, 2),
      signedBody: JSON.stringify(sent),
    });
    expect(response.status).toBe('RS_ERROR_INVALID_SIGNATURE');
  });

  it('answers malformed bodies once the signature is good', async () => {
    expect((await walletCall(t.app, keys, { path: '/user/info', body: '{not json' })).status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
    const typed = await call('/user/info', { user: 5, request_uuid: 'r-1' });
    expect(typed).toEqual({ status: 'RS_ERROR_WRONG_TYPES', request_uuid: 'r-1' });
  });
});

describe('user/info and user/balance', () => {
  it('answer the balance in 1/100000 of a real', async () => {
    const info = await call('/user/info', { user: p1.user, request_uuid: 'i-1' });
    expect(info).toMatchObject({
      status: 'RS_OK',
      request_uuid: 'i-1',
      user: p1.user,
      currency: 'BRL',
    });
    const balance = await call('/user/balance', {
      user: p1.user,
      token: p1.token,
      request_uuid: 'b-1',
      game_code: p1.gameCode,
    });
    expect(balance).toEqual({
      status: 'RS_OK',
      request_uuid: 'b-1',
      user: p1.user,
      currency: 'BRL',
      balance: 10_000 * 1000,
    });
  });

  it('refuses an unknown player and a token of another player', async () => {
    expect((await call('/user/info', { user: 'nobody', request_uuid: 'x' })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect(
      (await call('/user/balance', { user: p1.user, token: 'tok_unknown', request_uuid: 'x' }))
        .status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
  });
});

describe('bet, win and rollback', () => {
  it('debits a bet and credits a win in the ledger, named by the game', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 250);
    const placed = await call('/transaction/bet', bet);
    expect(placed).toEqual({
      status: 'RS_OK',
      request_uuid: bet.request_uuid,
      user: p1.user,
      currency: 'BRL',
      balance: (before - 250) * 1000,
    });
    const won = await call('/transaction/win', winBody(p1, bet, 600));
    expect(balanceUnits(won)).toBe((before + 350) * 1000);
    expect(await ledgerCents(p1.userId)).toBe(before + 350);

    const list = await t.injectAs(p1.bearer, {
      url: '/api/transactions?page=1&source=CasinoTransaction',
    });
    const rows = list.json<{ data: { amount: number; status: string; source: unknown }[] }>().data;
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        amount: 600,
        status: 'win',
        source: { casino_game: { name: p1.gameName } },
      }),
      expect.objectContaining({
        amount: -250,
        status: 'bet',
        source: { casino_game: { name: p1.gameName } },
      }),
    ]);
    // The Extrato names the win a prize, with what the round left beside its bet.
    const statement = await t.injectAs(p1.bearer, { url: '/api/statement?kind=win' });
    const prize = statement.json<{ lines: { amount: number; detail: string }[] }>().lines[0];
    expect(prize?.amount).toBe(600);
    expect(prize?.detail).toBe(
      `${p1.gameName}, rodada round-1: lucro de R$\u00a03,50 na rodada (apostou R$\u00a02,50)`,
    );
  });

  it('names the aggregator, not an anonymous caller, on the audit rows of its money calls', async () => {
    const bet = betBody(p1, 100);
    await call('/transaction/bet', bet);
    await call('/transaction/win', winBody(p1, bet, 200));
    const { rows } = await t.db.query<{ actor: string }>(
      `SELECT actor FROM audit_events
       WHERE user_id = $1 AND category = 'money' ORDER BY id DESC LIMIT 2`,
      [p1.userId],
    );
    expect(rows.map((row) => row.actor)).toEqual(['provider:aggregator', 'provider:aggregator']);
  });

  it('answers a repeated transaction with its first answer and moves money once', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 100);
    const first = await call('/transaction/bet', bet);
    const again = await call('/transaction/bet', { ...bet, request_uuid: 'retry-1' });
    expect(again).toEqual({ ...first, request_uuid: 'retry-1' });
    const win = winBody(p1, bet, 150);
    const firstWin = await call('/transaction/win', win);
    expect(await call('/transaction/win', win)).toEqual(firstWin);
    expect(await ledgerCents(p1.userId)).toBe(before + 50);
  });

  it('refuses the same transaction id with another body', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 100);
    await call('/transaction/bet', bet);
    const changed = await call('/transaction/bet', { ...bet, amount: 200_000 });
    expect(changed.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(changed.request_uuid).toBe(bet.request_uuid);
    // A win may not reuse a bet's id either.
    const asWin = await call('/transaction/win', {
      ...winBody(p1, bet, 1),
      transaction_uuid: bet.transaction_uuid,
    });
    expect(asWin.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await ledgerCents(p1.userId)).toBe(before - 100);
  });

  it('refuses a bet above the balance with the balance', async () => {
    const before = await ledgerCents(p1.userId);
    const response = await call('/transaction/bet', betBody(p1, before + 1));
    expect(response).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: before * 1000 });
    expect(await ledgerCents(p1.userId)).toBe(before);
  });

  it('refuses another currency, amounts that are not whole cents, unknown tokens and games', async () => {
    const before = await ledgerCents(p1.userId);
    expect((await call('/transaction/bet', betBody(p1, 1, { currency: 'USD' }))).status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await call('/transaction/bet', betBody(p1, 1, { amount: 1_500 }))).status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect((await call('/transaction/bet', betBody(p1, 1, { amount: -1000 }))).status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect((await call('/transaction/bet', betBody(p1, 1, { token: 'tok_nope' }))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await call('/transaction/bet', betBody(p1, 1, { game_code: 'other' }))).status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    expect(await ledgerCents(p1.userId)).toBe(before);
  });

  it('reverses a bet exactly once', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 300);
    await call('/transaction/bet', bet);
    const rollback = rollbackBody(p1, bet.transaction_uuid);
    expect(await call('/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: before * 1000,
    });
    expect((await call('/transaction/rollback', rollback)).balance).toBe(before * 1000);
    const another = await call('/transaction/rollback', rollbackBody(p1, bet.transaction_uuid));
    expect(another).toMatchObject({ status: 'RS_OK', balance: before * 1000 });
    expect(await ledgerCents(p1.userId)).toBe(before);
  });

  it('records a rollback that comes before its bet, and refuses the bet', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 300);
    expect(
      (await call('/transaction/rollback', rollbackBody(p1, bet.transaction_uuid))).status,
    ).toBe('RS_OK');
    expect((await call('/transaction/bet', bet)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await ledgerCents(p1.userId)).toBe(before);
  });

  it('refuses a win for a rolled-back bet or a bet it never saw', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 300);
    await call('/transaction/bet', bet);
    await call('/transaction/rollback', rollbackBody(p1, bet.transaction_uuid));
    expect((await call('/transaction/win', winBody(p1, bet, 900))).status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    const unknown = await call('/transaction/win', winBody(p1, { transaction_uuid: 'never' }, 900));
    expect(unknown.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await ledgerCents(p1.userId)).toBe(before);
  });

  it('refuses to roll back a settled bet, which would create money', async () => {
    const before = await ledgerCents(p1.userId);
    const bet = betBody(p1, 300);
    await call('/transaction/bet', bet);
    await call('/transaction/win', winBody(p1, bet, 0));
    expect(
      (await call('/transaction/rollback', rollbackBody(p1, bet.transaction_uuid))).status,
    ).toBe('RS_ERROR_UNKNOWN');
    expect(await ledgerCents(p1.userId)).toBe(before - 300);
  });

  it('stores every call, refused or not', async () => {
    const bet = betBody(p1, 1, { currency: 'EUR' });
    await call('/transaction/bet', bet);
    const { rows } = await t.db.query<{ endpoint: string; status: string; body: string }>(
      'SELECT endpoint, status, body FROM game_wallet_calls WHERE request_uuid = $1',
      [bet.request_uuid],
    );
    expect(rows).toEqual([
      {
        endpoint: '/transaction/bet',
        status: 'RS_ERROR_WRONG_CURRENCY',
        body: JSON.stringify(bet),
      },
    ]);
  });
});

describe('who may bet', () => {
  it('an expired token refuses bets, never wins or rollbacks', async () => {
    const p = await player(1_000, { expiresAt: t.clock.now() + 60_000 });
    const bet = betBody(p, 100);
    await call('/transaction/bet', bet);
    const second = betBody(p, 100);
    await call('/transaction/bet', second);
    t.clock.advance(60_000);
    expect((await call('/transaction/bet', betBody(p, 100))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await call('/transaction/win', winBody(p, bet, 500))).status).toBe('RS_OK');
    expect(
      (await call('/transaction/rollback', rollbackBody(p, second.transaction_uuid))).status,
    ).toBe('RS_OK');
    expect(await ledgerCents(p.userId)).toBe(1_400);
  });

  it('a pause refuses bets, never the win of a bet placed before', async () => {
    const p = await player(1_000);
    const bet = betBody(p, 100);
    await call('/transaction/bet', bet);
    const paused = await t.injectAs(p.bearer, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    expect(paused.statusCode).toBe(200);
    // The pause ended the token (game-session-revocation.test.ts)...
    expect(await call('/transaction/bet', betBody(p, 100))).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
      balance: 900_000,
    });
    // ...and a live token of a paused player is refused as well.
    const again = await walletPlayer(t.db, p.userId, t.clock.now());
    expect(await call('/transaction/bet', betBody(again, 100))).toMatchObject({
      status: 'RS_ERROR_USER_DISABLED',
      balance: 900_000,
    });
    expect((await call('/transaction/win', winBody(p, bet, 200))).status).toBe('RS_OK');
    expect(await ledgerCents(p.userId)).toBe(1_100);
  });

  it('self-exclusion, a closed account and the session limit refuse bets', async () => {
    const excluded = await player(1_000);
    await t.injectAs(excluded.bearer, {
      method: 'POST',
      url: '/api/protection/exclusion',
      payload: { months: 1 },
    });
    expect((await call('/transaction/bet', betBody(excluded, 100))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const excludedAgain = await walletPlayer(t.db, excluded.userId, t.clock.now());
    expect((await call('/transaction/bet', betBody(excludedAgain, 100))).status).toBe(
      'RS_ERROR_USER_DISABLED',
    );

    const closed = await player(1_000);
    await t.db.transaction((tx) =>
      markAccountClosed(tx, closed.userId, t.clock.now(), SYSTEM_ACTOR),
    );
    expect((await call('/transaction/bet', betBody(closed, 100))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const closedAgain = await walletPlayer(t.db, closed.userId, t.clock.now());
    expect((await call('/transaction/bet', betBody(closedAgain, 100))).status).toBe(
      'RS_ERROR_USER_DISABLED',
    );

    const long = await player(1_000, { expiresAt: t.clock.now() + 86_400_000 });
    const limits = await t.injectAs(long.bearer, {
      method: 'PUT',
      url: '/api/protection/limits',
      payload: { lossLimit: 1_000_000, lossPeriod: 'month', sessionMinutes: 15 },
    });
    expect(limits.statusCode).toBe(200);
    // Bets are play: they keep the session going until its limit.
    for (let minute = 0; minute < 15; minute += 5) {
      expect((await call('/transaction/bet', betBody(long, 10))).status).toBe('RS_OK');
      t.clock.advance(5 * 60_000);
    }
    expect((await call('/transaction/bet', betBody(long, 10))).status).toBe(
      'RS_ERROR_USER_DISABLED',
    );
    for (const p of [excluded, closed]) expect(await ledgerCents(p.userId)).toBe(1_000);
    expect(await ledgerCents(long.userId)).toBe(970);
  });
});

describe('concurrent bets on one balance', () => {
  it('accepts exactly what the balance covers and never goes below zero', async () => {
    const p = p1;
    // Exactly 50 reais left.
    await creditCents(t.db, p.userId, 5_000 - (await ledgerCents(p.userId)), t.clock.now());
    const bets = Array.from({ length: 20 }, () => betBody(p, 1_000));
    const answers = await Promise.all(bets.map((bet) => call('/transaction/bet', bet)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'RS_OK')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(15);
    expect(await ledgerCents(p.userId)).toBe(0);
    // The same bet sent twice at once moves money once.
    await creditCents(t.db, p.userId, 1_000, t.clock.now());
    const twice = betBody(p, 400);
    const both = await Promise.all([
      call('/transaction/bet', twice),
      call('/transaction/bet', twice),
    ]);
    expect(both.map((answer) => answer.status)).toEqual(['RS_OK', 'RS_OK']);
    expect(await ledgerCents(p.userId)).toBe(600);
  });
});

describe('with a shared HMAC secret', () => {
  const hmac = hmacKeys();
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp({ settings: gameSettings(hmac.wallet) });
  });
  afterAll(() => h.close());

  it('accepts the secret and refuses another', async () => {
    const body = { user: 'nobody', request_uuid: 'h-1' };
    expect((await walletCall(h.app, hmac, { path: '/user/info', body })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const other = hmacKeys('another-shared-secret-of-32-characters!!');
    expect((await walletCall(h.app, other, { path: '/user/info', body })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect((await walletCall(h.app, keys, { path: '/user/info', body })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
  });
});

describe('with games disabled', () => {
  it('answers RS_ERROR_INVALID_PARTNER', async () => {
    const plain = await createTestApp({
      settings: demoRuntimeSettings({ ...DEMO_SETTINGS, games: { enabled: false } }),
    });
    try {
      const response = await walletCall(plain.app, keys, {
        path: '/user/info',
        body: { user: 'x', request_uuid: 'n-1' },
      });
      expect(response).toEqual({ status: 'RS_ERROR_INVALID_PARTNER', request_uuid: 'n-1' });
    } finally {
      await plain.close();
    }
  });
});
