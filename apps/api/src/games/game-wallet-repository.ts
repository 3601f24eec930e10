import { toCents, type Cents } from '@velas/domain/money';
import { centsAmount } from '@velas/domain/schemas/common';
import {
  WALLET_STATUSES,
  walletResponseSchema,
  type WalletResponse,
} from '@velas/domain/schemas/game-wallet';
import { z } from 'zod';
import type { Queryable } from '#/db/database.js';
import { namedParameters } from '#/db/named-parameters.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectColumns } from '#/db/select-columns.js';
import type { HeldMoneyDecision } from '#/money/held-money-outcome.js';
import {
  type PlayState,
  type PlayStateRow,
  toPlayState,
} from '#/protection/protection-repository.js';

export interface WalletPlayer {
  userId: number;
  status: string;
  balanceCents: Cents;
}

export async function findPlayer(db: Queryable, playerRef: string): Promise<WalletPlayer | null> {
  const { rows } = await db.query<{ user_id: number; status: string; balance_cents: Cents }>(
    `SELECT u.id AS user_id, u.status, u.balance_cents
     FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.player_ref = $1`,
    [playerRef],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { userId: row.user_id, status: row.status, balanceCents: row.balance_cents };
}

export async function balanceCents(db: Queryable, userId: number): Promise<Cents> {
  const { rows } = await db.query<{ balance_cents: Cents }>(
    'SELECT balance_cents FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.balance_cents ?? toCents(0);
}

export async function playerRefOf(
  db: Queryable,
  userId: number,
  fresh: () => string,
): Promise<string> {
  await db.query(
    'INSERT INTO game_players (user_id, player_ref) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
    [userId, fresh()],
  );
  const { rows } = await db.query<{ player_ref: string }>(
    'SELECT player_ref FROM game_players WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.player_ref ?? '';
}

export interface GameSession {
  userId: number;
  gameId: number;
  gameCode: string;
  gameName: string;
  expiresAt: number;
}

/** The game session of a token neither revoked nor unknown (its expiry is the caller's to judge). */
export async function findGameSession(
  db: Queryable,
  tokenHash: string,
): Promise<GameSession | null> {
  const { rows } = await db.query<{
    user_id: number;
    game_id: number;
    game_code: string;
    name: string;
    expires_at: Date;
  }>(
    `SELECT s.user_id, s.game_id, s.game_code, g.name, s.expires_at
     FROM game_sessions s JOIN casino_games g ON g.id = s.game_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : {
        userId: row.user_id,
        gameId: row.game_id,
        gameCode: row.game_code,
        gameName: row.name,
        expiresAt: row.expires_at.getTime(),
      };
}

export type TransactionKind = 'bet' | 'win' | 'rollback';

const transactionColumns = selectColumns('game_transactions', {
  transactionUuid: 'transaction_uuid',
  kind: 'kind',
  userId: 'user_id',
  requestHash: 'request_hash',
  referenceTransactionUuid: 'reference_transaction_uuid',
  gameId: 'game_id',
  round: 'round',
  amountCents: 'amount_cents',
  status: 'status',
  response: 'response',
}).narrow<{
  kind: TransactionKind;
  amountCents: Cents;
  status: WalletResponse['status'];
  response: WalletResponse;
}>();

export type GameTransaction = RowOf<typeof transactionColumns>;

/**
 * A transaction as transactionContext reads it, through row_to_json: JSON.parse
 * rounds an integer past 2^53 where the int8 parser refuses it (db/database.ts),
 * so the cents are checked here, by centsAmount's safe integers.
 */
const transactionJson = z.object({
  transactionUuid: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  userId: z.number().int(),
  requestHash: z.string(),
  referenceTransactionUuid: z.string().nullable(),
  gameId: z.number().int().nullable(),
  round: z.string().nullable(),
  amountCents: centsAmount,
  status: z.enum(WALLET_STATUSES),
  response: walletResponseSchema,
}) satisfies z.ZodType<GameTransaction>;

const referencedBetJson = transactionJson.extend({
  gameName: z.string().nullable(),
  /** The aggregator's code of the bet's game: its win ceiling (win-limits.ts). */
  gameCode: z.string().nullable(),
  rolledBack: z.boolean(),
  won: z.boolean(),
  /** What the bet's accepted wins came to so far, credited or held. */
  wonCents: centsAmount,
});
export type ReferencedBet = z.infer<typeof referencedBetJson>;

const sessionJson = z.object({
  user_id: z.number().int(),
  game_id: z.number().int(),
  game_code: z.string(),
  name: z.string(),
  expires_at: z.string(),
});

/** Everything a bet, win or rollback decides on, read in one statement (docs/games.md#speed). */
export interface TransactionContext {
  /** The transaction with this id, when it was seen before (idempotency). */
  existing: GameTransaction | null;
  /** An accepted rollback names this id: a bet arriving after its rollback. */
  rolledBackBeforehand: boolean;
  session: GameSession | null;
  /** The transaction the call's reference_transaction_uuid names (wins, rollbacks). */
  reference: ReferencedBet | null;
  /** Bets: the player's limits, block and play session, read after the player's lock. */
  play: PlayState | null;
}

interface ContextParameters {
  transactionUuid: string;
  tokenHash: string | null;
  /** The id of the transaction it references (wins, rollbacks). */
  referenceUuid: string | null;
  /** A bet's player and instant: their play state is read too (protection's own function). */
  betUserId: number | null;
  betAt: Date | null;
}

const { p, values } = namedParameters<keyof ContextParameters>([
  'transactionUuid',
  'tokenHash',
  'referenceUuid',
  'betUserId',
  'betAt',
]);

// A CTE's comment names the field of the result it gives (answers_to_reference
// only feeds `referenced`); the final SELECT puts them in one row, a missing
// one as null, beside protection's play state.
const TRANSACTION_CONTEXT = `
WITH
  -- existing: the transaction stored under this id before (a repeated call).
  seen_before AS (
    SELECT ${transactionColumns.sql} FROM game_transactions WHERE transaction_uuid = ${p.transactionUuid}
  ),
  -- rolled_back: an accepted rollback already names this id (a bet arriving after its rollback).
  earlier_rollback AS (
    SELECT 1 FROM game_transactions
     WHERE reference_transaction_uuid = ${p.transactionUuid} AND kind = 'rollback' AND status = 'RS_OK'
  ),
  -- session: the token's game session, unless revoked, with its game's name (bets).
  token_session AS (
    SELECT gs.user_id, gs.game_id, gs.game_code, g.name, gs.expires_at
      FROM game_sessions gs JOIN casino_games g ON g.id = gs.game_id
     WHERE ${p.tokenHash}::text IS NOT NULL AND gs.token_hash = ${p.tokenHash} AND gs.revoked_at IS NULL
  ),
  -- The accepted wins and rollbacks that already name the referenced transaction.
  answers_to_reference AS (
    SELECT kind, amount_cents FROM game_transactions
     WHERE ${p.referenceUuid}::text IS NOT NULL AND reference_transaction_uuid = ${p.referenceUuid}
       AND status = 'RS_OK'
  ),
  -- reference: the transaction a win or rollback names, its game, and what its
  -- answers did: rolled it back, paid it, and how much the wins came to. Named
  -- as ReferencedBet's fields, as seen_before is as GameTransaction's.
  referenced AS (
    SELECT b.*, g.name AS "gameName", g.game_code AS "gameCode",
           EXISTS (SELECT 1 FROM answers_to_reference WHERE kind = 'rollback') AS "rolledBack",
           EXISTS (SELECT 1 FROM answers_to_reference WHERE kind = 'win') AS won,
           (SELECT COALESCE(sum(amount_cents), 0)::bigint FROM answers_to_reference
             WHERE kind = 'win') AS "wonCents"
      FROM (SELECT ${transactionColumns.sql} FROM game_transactions
             WHERE ${p.referenceUuid}::text IS NOT NULL AND transaction_uuid = ${p.referenceUuid}) AS b
      LEFT JOIN casino_games g ON g.id = b."gameId"
  )
SELECT (SELECT row_to_json(seen_before) FROM seen_before) AS existing,
       EXISTS (SELECT 1 FROM earlier_rollback) AS rolled_back,
       (SELECT row_to_json(token_session) FROM token_session) AS session,
       (SELECT row_to_json(referenced) FROM referenced) AS reference,
       -- play: the bet's player's limits, block and play session: protection's
       -- own function, one row always (all null without a player).
       play.*
  FROM protection_play_state(${p.betUserId}, ${p.betAt}, true) AS play`;

interface TransactionContextInput {
  transactionUuid: string;
  tokenHash: string | null;
  reference: string | null;
  /** A bet's player: their play state is read too (protection's own function and mapping). */
  playOf: { userId: number; now: number } | null;
}

export async function transactionContext(
  db: Queryable,
  lookup: TransactionContextInput,
): Promise<TransactionContext> {
  const { rows } = await db.query<
    PlayStateRow & { existing: unknown; rolled_back: boolean; session: unknown; reference: unknown }
  >(
    TRANSACTION_CONTEXT,
    values({
      transactionUuid: lookup.transactionUuid,
      tokenHash: lookup.tokenHash,
      referenceUuid: lookup.reference,
      betUserId: lookup.playOf?.userId ?? null,
      betAt: lookup.playOf === null ? null : new Date(lookup.playOf.now),
    } satisfies ContextParameters),
  );
  const row = rows[0];
  const session = sessionJson.nullable().parse(row?.session ?? null);
  return {
    existing: transactionJson.nullable().parse(row?.existing ?? null),
    rolledBackBeforehand: row?.rolled_back ?? false,
    session:
      session === null
        ? null
        : {
            userId: session.user_id,
            gameId: session.game_id,
            gameCode: session.game_code,
            gameName: session.name,
            expiresAt: Date.parse(session.expires_at),
          },
    reference: referencedBetJson.nullable().parse(row?.reference ?? null),
    play: lookup.playOf === null ? null : toPlayState(row),
  };
}

export type NewTransaction = GameTransaction & { ledgerEntryId: number | null };

export interface WalletCall {
  endpoint: string;
  requestUuid: string | null;
  transactionUuid: string | null;
  playerRef: string | null;
  body: string;
  response: WalletResponse;
}

const CALL_COLUMNS =
  'endpoint, request_uuid, transaction_uuid, player_ref, body, status, response, received_at';

/**
 * Stores the call in game_wallet_calls and, when it decided a transaction
 * (its first time), the transaction too: one statement either way
 * A transaction id another call stored meanwhile
 * fails it with the unique violation the route retries on.
 */
export async function insertWalletCall(
  db: Queryable,
  call: WalletCall,
  now: number,
  transaction: NewTransaction | null = null,
): Promise<void> {
  const at = new Date(now);
  const callValues = [
    call.endpoint,
    call.requestUuid,
    call.transactionUuid,
    call.playerRef,
    call.body,
    call.response.status,
    JSON.stringify(call.response),
    at,
  ];
  if (transaction === null) {
    await db.query(
      `INSERT INTO game_wallet_calls (${CALL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      callValues,
    );
    return;
  }
  await db.query(
    `WITH stored AS (
       INSERT INTO game_transactions (transaction_uuid, kind, user_id, request_hash,
         reference_transaction_uuid, game_id, round, amount_cents, status, response,
         ledger_entry_id, created_at)
       VALUES ($9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $8))
     INSERT INTO game_wallet_calls (${CALL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      ...callValues,
      transaction.transactionUuid,
      transaction.kind,
      transaction.userId,
      transaction.requestHash,
      transaction.referenceTransactionUuid,
      transaction.gameId,
      transaction.round,
      transaction.amountCents,
      transaction.status,
      JSON.stringify(transaction.response),
      transaction.ledgerEntryId,
    ],
  );
}

/** A win above its bet's ceiling, waiting for a person to settle it. */
export interface HeldWin {
  transactionUuid: string;
  userId: number;
  gameId: number | null;
  gameName: string | null;
  betCents: Cents;
  amountCents: Cents;
  limitCents: Cents;
}

export async function insertHeldWin(tx: Queryable, win: HeldWin, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO held_wins (transaction_uuid, user_id, game_id, game_name, bet_cents, amount_cents,
                            limit_cents, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'held', $8)`,
    [
      win.transactionUuid,
      win.userId,
      win.gameId,
      win.gameName,
      win.betCents,
      win.amountCents,
      win.limitCents,
      new Date(now),
    ],
  );
}

export async function markWinDecided(
  tx: Queryable,
  { id, decision, by, at }: HeldMoneyDecision,
): Promise<void> {
  await tx.query(
    `UPDATE held_wins SET status = $2, decided_by = $3, decided_at = $4
     WHERE id = $1 AND status = 'held'`,
    [id, decision, by, at],
  );
}
