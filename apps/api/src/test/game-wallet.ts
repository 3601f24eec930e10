// A signed aggregator for wallet tests: keys, a player with an aggregator id,
// a game with a code, a game-session token, and signed calls over app.inject.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { toCents } from '@velas/domain/money';
import {
  WALLET_CURRENCY,
  WALLET_SIGNATURE_HEADER,
  type DailyReport,
  type WalletResponse,
} from '@velas/domain/schemas/game-wallet';
import type { SigningKey } from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { insertGameSession } from '#/auth/game-sessions-repository.js';
import { hashToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import { playerRefOf } from '#/games/game-wallet-repository.js';
import { bodySigner } from '#/games/wallet-signature.js';
import { postLedgerEntry } from '#/money/ledger.js';
import type { ReportSource } from '#/reconciliation/game-money.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings, type RuntimeSettings } from '#/settings/runtime.js';
import { registerAndLogin, registerPersonAndLogin, type TestPerson } from './accounts.js';
import type { TestApp } from './test-app.js';

export interface AggregatorKeys {
  /** What the aggregator signs with. */
  signing: SigningKey;
  /** What our settings check with. */
  wallet: SigningKey;
}

export function rsaKeys(): AggregatorKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { signing: { kind: 'rsa', pem: privateKey }, wallet: { kind: 'rsa', pem: publicKey } };
}

export function hmacKeys(secret = 'a-shared-secret-of-at-least-32-characters'): AggregatorKeys {
  return { signing: { kind: 'hmac', secret }, wallet: { kind: 'hmac', secret } };
}

/**
 * The `games` section of a production test app's settings: an aggregator at a
 * host that is never called, checked with `keys`.
 */
export function enabledGames(keys: AggregatorKeys) {
  return {
    enabled: true,
    aggregator: {
      baseUrl: 'https://agregador.example.com/operator/generic/v2',
      operatorId: 1,
      walletKey: keys.wallet,
      requestKey: keys.signing,
      catalogue: 'operator',
      tokenMinutes: 240,
    },
  } as const;
}

/** Demo settings with games enabled and the aggregator checked with `wallet`. */
export function gameSettings(
  wallet: SigningKey,
  requestKey: SigningKey = wallet,
  baseUrl = 'http://127.0.0.1:9/operator/generic/v2',
): RuntimeSettings {
  return demoRuntimeSettings({
    ...DEMO_SETTINGS,
    games: {
      enabled: true,
      aggregator: {
        baseUrl,
        operatorId: 1,
        walletKey: wallet,
        requestKey,
        catalogue: 'operator',
        tokenMinutes: 240,
        maxLiveSessions: 3,
      },
    },
  });
}

/** Fresh RSA keys, and the demo settings whose games' wallet checks what they sign. */
export function keyedGameSettings(): { keys: AggregatorKeys; settings: RuntimeSettings } {
  const keys = rsaKeys();
  return { keys, settings: gameSettings(keys.wallet) };
}

export interface WalletPlayerFixture {
  userId: number;
  user: string;
  token: string;
  gameCode: string;
  gameName: string;
}

/** Gives `userId` an aggregator id, the first catalogue game a code, and a live token for it. */
export async function walletPlayer(
  db: Database,
  userId: number,
  now: number,
  options: { ref?: string; token?: string; expiresAt?: number } = {},
): Promise<WalletPlayerFixture> {
  const user = await playerRefOf(db, userId, () => options.ref ?? `p_${randomUUID()}`);
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM casino_games ORDER BY id LIMIT 1',
  );
  const game = rows[0];
  if (game === undefined) throw new Error('no catalogue game');
  const gameCode = `velas_${String(game.id)}`;
  await db.query('UPDATE casino_games SET game_code = $2 WHERE id = $1', [game.id, gameCode]);
  const token = options.token ?? `tok_${randomUUID()}`;
  await insertGameSession(
    db,
    { tokenHash: hashToken(token), userId, gameId: game.id, gameCode },
    now,
    options.expiresAt ?? now + 3_600_000,
  );
  return { userId, user, token, gameCode, gameName: game.name };
}

export async function creditCents(
  db: Database,
  userId: number,
  cents: number,
  now: number,
): Promise<void> {
  if (cents === 0) return;
  await db.transaction((tx) =>
    postLedgerEntry(tx, {
      actor: SYSTEM_ACTOR,
      userId,
      amount: toCents(cents),
      kind: cents > 0 ? 'Deposit' : 'Withdraw',
      status: 'paid',
      at: now,
    }),
  );
}

/**
 * A newly registered player with `cents` on the balance and a live game
 * token: `person` (test/people.ts) or, without one, test document 1.
 */
export async function aPlayerWithBalance(
  t: Pick<TestApp, 'app' | 'db' | 'clock'>,
  cents: number,
  options: { person?: TestPerson; expiresAt?: number } = {},
): Promise<WalletPlayerFixture & { bearer: string }> {
  const { person, expiresAt } = options;
  const { token, email } =
    person === undefined
      ? await registerAndLogin(t.app, 1)
      : await registerPersonAndLogin(t.app, person, `p${person.cpf}@example.com`);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  const userId = rows[0]?.id ?? 0;
  await creditCents(t.db, userId, cents, t.clock.now());
  const fixture = await walletPlayer(t.db, userId, t.clock.now(), { expiresAt });
  return { ...fixture, bearer: token };
}

export interface SignedCall {
  path: string;
  body: Record<string, unknown> | string;
  key?: SigningKey | null;
  /** Sign these bytes but send `body` (a tampered body). */
  signedBody?: string;
}

export async function walletCall(
  app: FastifyInstance,
  keys: AggregatorKeys,
  call: SignedCall,
): Promise<WalletResponse> {
  const raw = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  const key = call.key === undefined ? keys.signing : call.key;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers[WALLET_SIGNATURE_HEADER] = bodySigner(key).sign(call.signedBody ?? raw);
  const response = await app.inject({
    method: 'POST',
    url: `/games-wallet${call.path}`,
    headers,
    payload: raw,
  });
  if (response.statusCode !== 200)
    throw new Error(`wallet ${call.path}: ${String(response.statusCode)} ${response.body}`);
  return response.json<WalletResponse>();
}

/**
 * A signed bet, win or rollback of `player`'s game, a win or rollback closing
 * the round; `reference` names the transaction it settles. The answer, with
 * the call's transaction_uuid.
 */
export async function sendTransaction(
  app: FastifyInstance,
  keys: AggregatorKeys,
  player: Pick<WalletPlayerFixture, 'user' | 'token' | 'gameCode'>,
  kind: 'bet' | 'win' | 'rollback',
  fields: { round: string; amountCents?: number; reference?: string },
): Promise<WalletResponse & { transactionUuid: string }> {
  const transactionUuid = randomUUID();
  const response = await walletCall(app, keys, {
    path: `/transaction/${kind}`,
    body: {
      user: player.user,
      transaction_uuid: transactionUuid,
      token: player.token,
      round: fields.round,
      round_closed: kind !== 'bet',
      request_uuid: randomUUID(),
      game_code: player.gameCode,
      ...(kind === 'rollback' ? {} : { currency: 'BRL', amount: (fields.amountCents ?? 0) * 1000 }),
      ...(fields.reference === undefined ? {} : { reference_transaction_uuid: fields.reference }),
    },
  });
  return { ...response, transactionUuid };
}

/** The aggregator's daily report with these lines, for whichever day is asked. */
export function reportOfLines(
  lines: Pick<DailyReport, 'bets' | 'wins' | 'rollbacks'>,
): ReportSource {
  return (date) =>
    Promise.resolve({ ok: true, report: { date, currency: WALLET_CURRENCY, ...lines } });
}
