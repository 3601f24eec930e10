// Each call holds the player's row lock, so bets, wins and rollbacks of one
// player queue and the balance check and the debit cannot be split
// (docs/product/games.md#seamless-wallet).
import { negateCents, toCents, type Cents } from '@velas/domain/money';
import {
  WALLET_CURRENCY,
  centsToWalletUnits,
  walletUnitsToCents,
  type BetRequest,
  type RollbackRequest,
  type WalletResponse,
  type WalletStatus,
  type WinRequest,
} from '@velas/domain/schemas/game-wallet';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import { lockUserByPlayerRef } from '#/accounts/accounts-repository.js';
import { providerActor, type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import { hashToken } from '#/auth/tokens.js';
import type { Queryable, Tx } from '#/db/database.js';
import { requestFingerprint } from '#/idempotency/request-fingerprint.js';
import { gameReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { betRefusal } from '#/protection/protection.js';
import { payOutToClosedHolder } from '#/wallet/closed-account-payout.js';
import {
  balanceCents,
  findGameSession,
  findPlayer,
  insertHeldWin,
  transactionContext,
  type GameTransaction,
  type HeldWin,
  type NewTransaction,
  type ReferencedBet,
  type TransactionContext,
  type TransactionKind,
  type WalletPlayer,
} from './game-wallet-repository.js';
import { isAboveCeiling, winCeilingCents } from './win-limits.js';

export const GAME_LEDGER_STATUS = { bet: 'bet', win: 'win', rollback: 'rollback' } as const;

/**
 * What identifies a transaction's content: its parsed body without
 * `request_uuid`, which the aggregator makes new for every call, a retry of
 * the same transaction included (docs/games.md, the seamless wallet).
 */
const transactionFingerprint = (body: Record<string, unknown>): string =>
  requestFingerprint(body, { omit: ['request_uuid'] });

interface WalletResponseInput {
  request: { user: string; request_uuid: string };
  userId: number | null;
  status: WalletStatus;
  /** The balance when the caller knows it already (no second read). */
  knownBalanceCents?: Cents;
}

async function walletResponse(
  tx: Queryable,
  { request, userId, status, knownBalanceCents }: WalletResponseInput,
): Promise<WalletResponse> {
  const base: WalletResponse = { status, request_uuid: request.request_uuid };
  if (userId === null) return base;
  const cents = knownBalanceCents ?? (await balanceCents(tx, userId));
  return {
    ...base,
    user: request.user,
    currency: WALLET_CURRENCY,
    balance: centsToWalletUnits(cents),
  };
}

export function userInfo(
  tx: Queryable,
  request: { user: string; request_uuid: string },
): Promise<WalletResponse> {
  return findPlayer(tx, request.user).then((player) =>
    player === null
      ? walletResponse(tx, { request, userId: null, status: 'RS_ERROR_INVALID_TOKEN' })
      : walletResponse(tx, { request, userId: player.userId, status: 'RS_OK' }),
  );
}

export async function userBalance(
  tx: Queryable,
  request: { user: string; request_uuid: string; token?: string | undefined },
): Promise<WalletResponse> {
  const player = await findPlayer(tx, request.user);
  if (player === null)
    return walletResponse(tx, { request, userId: null, status: 'RS_ERROR_INVALID_TOKEN' });
  if (request.token !== undefined) {
    const session = await findGameSession(tx, hashToken(request.token));
    if (session?.userId !== player.userId)
      return walletResponse(tx, { request, userId: null, status: 'RS_ERROR_INVALID_TOKEN' });
  }
  return walletResponse(tx, { request, userId: player.userId, status: 'RS_OK' });
}

interface CallDecision {
  status: WalletStatus;
  /** Signed cents to post to the ledger when accepted (0: nothing moves). */
  movement: Cents;
  gameId: number | null;
  gameName: string | null;
  /** A win above its bet's ceiling: recorded and answered RS_OK, credited only if a person releases it. */
  held?: { betCents: Cents; limitCents: Cents };
}

const NO_MOVEMENT = toCents(0);

const refusal = (status: WalletStatus): CallDecision => ({
  status,
  movement: NO_MOVEMENT,
  gameId: null,
  gameName: null,
});

interface DecideBetCallInput {
  player: WalletPlayer;
  request: BetRequest;
  context: TransactionContext;
  now: number;
}

async function decideBetCall(
  tx: Queryable,
  { player, request, context, now }: DecideBetCallInput,
): Promise<CallDecision> {
  if (request.currency !== WALLET_CURRENCY) return refusal('RS_ERROR_WRONG_CURRENCY');
  const cents = walletUnitsToCents(request.amount);
  if (cents === null) return refusal('RS_ERROR_WRONG_TYPES');
  const { session } = context;
  if (session?.userId !== player.userId) return refusal('RS_ERROR_INVALID_TOKEN');
  if (session.expiresAt <= now) return refusal('RS_ERROR_TOKEN_EXPIRED');
  if (session.gameCode !== request.game_code) return refusal('RS_ERROR_INVALID_GAME');
  // A rollback that arrived before its bet: the bet never happens.
  if (context.rolledBackBeforehand) return refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
  if (player.status !== 'active') return refusal('RS_ERROR_USER_DISABLED');
  const play = context.play;
  if (play === null || (await betRefusal(tx, player.userId, now, play)) !== null)
    return refusal('RS_ERROR_USER_DISABLED');
  // The users row is locked since it was read: its balance is the balance.
  if (cents > player.balanceCents) return refusal('RS_ERROR_NOT_ENOUGH_MONEY');
  return {
    status: 'RS_OK',
    movement: negateCents(cents),
    gameId: session.gameId,
    gameName: session.gameName,
  };
}

function acceptedBet(player: WalletPlayer, context: TransactionContext): ReferencedBet | null {
  const bet = context.reference;
  if (bet?.kind !== 'bet' || bet.userId !== player.userId || bet.status !== 'RS_OK') return null;
  return bet;
}

/**
 * The answer to the aggregator's win call: refused, credited, or answered RS_OK
 * and held above its bet's ceiling for a person to settle
 * (oversight/money-review.ts).
 */
function decideWinCall(
  player: WalletPlayer,
  request: WinRequest,
  context: TransactionContext,
  limits: WinLimits,
): CallDecision {
  if (request.currency !== WALLET_CURRENCY) return refusal('RS_ERROR_WRONG_CURRENCY');
  const cents = walletUnitsToCents(request.amount);
  if (cents === null) return refusal('RS_ERROR_WRONG_TYPES');
  const bet = acceptedBet(player, context);
  if (bet === null) return refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  if (bet.rolledBack) return refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
  const accepted = { status: 'RS_OK' as const, gameId: bet.gameId, gameName: bet.gameName };
  // The round happened, so the aggregator hears RS_OK; the money waits for a person.
  const limitCents = winCeilingCents(bet.amountCents, bet.gameCode, limits);
  if (isAboveCeiling(cents, bet.wonCents, limitCents))
    return { ...accepted, movement: NO_MOVEMENT, held: { betCents: bet.amountCents, limitCents } };
  return { ...accepted, movement: cents };
}

function decideRollbackCall(player: WalletPlayer, context: TransactionContext): CallDecision {
  const target = context.reference;
  // Not seen yet: recorded, so the bet is refused when it arrives.
  if (target === null)
    return { status: 'RS_OK', movement: NO_MOVEMENT, gameId: null, gameName: null };
  if (target.kind !== 'bet' || target.userId !== player.userId)
    return refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  const ok = { status: 'RS_OK' as const, gameId: target.gameId, gameName: null };
  // A refused bet moved nothing; a bet rolled back already is reversed once only.
  if (target.status !== 'RS_OK' || target.rolledBack) return { ...ok, movement: NO_MOVEMENT };
  // A settled bet stays: reversing it after its win would create money.
  if (target.won) return refusal('RS_ERROR_UNKNOWN');
  return { ...ok, movement: target.amountCents, gameName: target.gameName };
}

/** A wallet call's answer and, the first time a transaction id is decided, the transaction to store with the call. */
export interface WalletOutcome {
  response: WalletResponse;
  transaction: NewTransaction | null;
  /** A closed account's credit leaving to its holder: the payout to send after the commit. */
  payoutId?: string;
}

const outcomeWithoutTransaction = (response: WalletResponse): WalletOutcome => ({
  response,
  transaction: null,
});

export type WinLimits = Pick<MoneyOutSettings, 'winLimit' | 'gameWinLimits'>;

type TransactionRequest =
  | { kind: 'bet'; body: BetRequest }
  | { kind: 'win'; body: WinRequest }
  | { kind: 'rollback'; body: RollbackRequest };

/**
 * The player an aggregator id names, with their users row locked for the
 * call's transaction (so the balance read here stays true until commit). The
 * accounts module takes every users-row lock, with the strength the money
 * paths share.
 */
async function lockPlayer(tx: Tx, playerRef: string): Promise<WalletPlayer | null> {
  const account = await lockUserByPlayerRef(tx, playerRef);
  return account === undefined
    ? null
    : { userId: account.id, status: account.status, balanceCents: account.balanceCents };
}

/**
 * bet, win or rollback: idempotent on transaction_uuid (a repeat answers the
 * first answer with today's balance unchanged; the same id with another body
 * is RS_ERROR_DUPLICATE_TRANSACTION). Run inside `db.transaction`; the caller
 * stores the outcome's transaction with its call log, in one statement. Few
 * round trips: the player is read and locked at once,
 * and everything the decision needs comes in one more statement.
 */
export async function walletTransaction(
  tx: Tx,
  request: TransactionRequest,
  now: number,
  limits: WinLimits,
): Promise<WalletOutcome> {
  const { body } = request;
  const player = await lockPlayer(tx, body.user);
  if (player === null)
    return outcomeWithoutTransaction(
      await walletResponse(tx, { request: body, userId: null, status: 'RS_ERROR_INVALID_TOKEN' }),
    );
  const hash = transactionFingerprint(body);
  const context = await transactionContext(tx, {
    transactionUuid: body.transaction_uuid,
    tokenHash: request.kind === 'bet' ? hashToken(request.body.token) : null,
    reference: 'reference_transaction_uuid' in body ? body.reference_transaction_uuid : null,
    playOf: request.kind === 'bet' ? { userId: player.userId, now } : null,
  });
  if (context.existing !== null)
    return outcomeWithoutTransaction(
      await repeatResponse(tx, { request, player, existing: context.existing, hash }),
    );

  const decision = await decideCall(tx, { player, request, context, now, limits });
  // The aggregator's signed call moves the money, not a player's session.
  const actor = providerActor('aggregator');
  const moved = await applyMovement(tx, { player, request, decision, now, actor });
  const amount = requestedCents(body);
  if (decision.held !== undefined) {
    const { gameId, gameName } = decision;
    const win = { transactionUuid: body.transaction_uuid, userId: player.userId, gameId, gameName };
    await recordHeldWin(tx, { ...win, amountCents: amount, ...decision.held }, now, actor);
  }
  const response = await walletResponse(tx, {
    request: body,
    userId: player.userId,
    status: decision.status,
    knownBalanceCents: moved.balanceAfter,
  });
  return {
    response,
    transaction: newTransaction(request, player, decision, { hash, amount, response, moved }),
    ...(moved.payoutId === undefined ? {} : { payoutId: moved.payoutId }),
  };
}

interface RepeatResponseInput {
  request: TransactionRequest;
  player: WalletPlayer;
  existing: GameTransaction;
  hash: string;
}

/** The same transaction id again: its first answer, or a duplicate when the body differs. */
async function repeatResponse(
  tx: Queryable,
  { request, player, existing, hash }: RepeatResponseInput,
): Promise<WalletResponse> {
  const { body } = request;
  if (existing.kind === request.kind && existing.requestHash === hash)
    return { ...existing.response, request_uuid: body.request_uuid };
  return walletResponse(tx, {
    request: body,
    userId: player.userId,
    status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    knownBalanceCents: player.balanceCents,
  });
}

interface DecideCallInput {
  player: WalletPlayer;
  request: TransactionRequest;
  context: TransactionContext;
  now: number;
  limits: WinLimits;
}

function decideCall(
  tx: Queryable,
  { player, request, context, now, limits }: DecideCallInput,
): Promise<CallDecision> | CallDecision {
  switch (request.kind) {
    case 'bet':
      return decideBetCall(tx, { player, request: request.body, context, now });
    case 'win':
      return decideWinCall(player, request.body, context, limits);
    case 'rollback':
      return decideRollbackCall(player, context);
  }
}

interface Movement {
  ledgerEntryId: number | null;
  balanceAfter: Cents;
  /** A closed account's credit leaving to its holder. */
  payoutId?: string;
}

interface ApplyMovementInput {
  player: WalletPlayer;
  request: TransactionRequest;
  decision: CallDecision;
  now: number;
  actor: AuditActor;
}

async function applyMovement(
  tx: Tx,
  { player, request, decision, now, actor }: ApplyMovementInput,
): Promise<Movement> {
  const moved: Movement = { ledgerEntryId: null, balanceAfter: player.balanceCents };
  if (decision.status === 'RS_OK' && decision.movement !== 0) {
    const entry = await postLedgerEntry(tx, {
      actor,
      userId: player.userId,
      amount: decision.movement,
      kind: 'CasinoTransaction',
      status: GAME_LEDGER_STATUS[request.kind],
      gameName: decision.gameName,
      reference: gameReference(request.body.transaction_uuid),
      at: now,
    });
    moved.ledgerEntryId = entry.id;
    moved.balanceAfter = entry.balanceAfter;
  }
  // A late win or rollback of a closed account never stays on it.
  if (decision.movement > 0 && player.status === 'closed') {
    const payout = await payOutToClosedHolder(tx, {
      userId: player.userId,
      amount: decision.movement,
      now,
      actor,
    });
    if (payout !== null) {
      moved.payoutId = payout.payoutId;
      moved.balanceAfter = payout.balanceAfter;
    }
  }
  return moved;
}

const requestedCents = (body: TransactionRequest['body']): Cents =>
  ('amount' in body ? walletUnitsToCents(body.amount) : null) ?? NO_MOVEMENT;

/** A win above its ceiling waits for a person: stored for the queue and audited. */
async function recordHeldWin(tx: Tx, win: HeldWin, now: number, actor: AuditActor): Promise<void> {
  await insertHeldWin(tx, win, now);
  // The back office's queue reads these.
  await recordAudit(tx, {
    actor,
    userId: win.userId,
    category: 'money',
    action: 'win_held',
    amountCents: win.amountCents,
    details: { transactionUuid: win.transactionUuid, limitCents: win.limitCents },
    at: now,
  });
}

interface NewTransactionInput {
  hash: string;
  amount: Cents;
  response: WalletResponse;
  moved: Movement;
}

function newTransaction(
  request: TransactionRequest,
  player: WalletPlayer,
  decision: CallDecision,
  call: NewTransactionInput,
): NewTransaction {
  const { body } = request;
  return {
    transactionUuid: body.transaction_uuid,
    kind: request.kind satisfies TransactionKind,
    userId: player.userId,
    requestHash: call.hash,
    referenceTransactionUuid:
      'reference_transaction_uuid' in body ? body.reference_transaction_uuid : null,
    gameId: decision.gameId,
    round: body.round ?? null,
    amountCents: request.kind === 'rollback' ? toCents(Math.abs(decision.movement)) : call.amount,
    status: decision.status,
    response: call.response,
    ledgerEntryId: call.moved.ledgerEntryId,
  };
}
