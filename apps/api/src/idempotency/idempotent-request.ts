// The stored answer is written in the money's own transaction, so a crash never
// leaves money moved without its answer or the reverse (docs/api/money.md).
import { randomBytes } from 'node:crypto';
import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '#/db/database.js';
import { Conflict, DomainError, Refused } from '#/domain-errors.js';
import { domainErrorBody, statusOf } from '#/http/error-handler.js';
import {
  deleteKeyClaim,
  finishKey,
  insertKeyClaim,
  selectKey,
  takeOverKey,
  type KeyIdentity,
} from './idempotency-repository.js';

/**
 * A claim older than this belongs to a request that died; its transaction
 * never committed. Well past the provider's deadline
 * (provider-wire/provider-client.ts), which bounds a live request's call. A
 * deposit's reservation lasts as long (wallet/deposits.ts RESERVATION_MS).
 */
export const ABANDONED_AFTER_MS = MINUTE_MS;

export const IDEMPOTENCY_SCOPES = ['deposit', 'withdraw'] as const;
export type IdempotencyScope = (typeof IDEMPOTENCY_SCOPES)[number];

export interface Outcome {
  status: number;
  body: unknown;
}

/** The three steps of a call that asks a provider (docs/architecture.md#provider-calls-outside-transactions). */
export interface ProviderSteps<Reserved, Called, Answer extends Outcome = Outcome> {
  /** First transaction: the rules, under the player's lock, and a row that holds the place. */
  reserve(tx: Tx): Promise<Reserved>;
  /** After its commit, no transaction open: the provider's call. */
  call(reserved: Reserved): Promise<Called>;
  /** Second transaction: the reserved row takes the provider's answer; the answer the client gets. */
  complete(tx: Tx, reserved: Reserved, called: Called): Promise<Answer>;
  /** The call or the completion failed: the reservation is undone. */
  abandon(reserved: Reserved): Promise<void>;
}

/**
 * A request whose key is claimed: its work runs through one of these two, at
 * most once per (user, scope, key). The work may throw a domain error: a
 * refusal (below 500, not a conflict) moved nothing, so it is stored and
 * repeated too; anything else lets the key go so the client may retry. What
 * the work asks to run after the commit (db/after-commit.ts: a payout's send)
 * runs before the answer.
 */
export interface IdempotentRequest {
  transaction<Answer extends Outcome>(work: (tx: Tx) => Promise<Answer>): Promise<Answer>;
  /**
   * For a call that asks a provider: no transaction, and so no player's lock
   * and (on PGlite) no connection, is held while the provider answers. The
   * answer is stored with the completion, so a crash between the steps leaves
   * the key in flight until it is abandoned, and the reservation lapses by itself.
   */
  providerCall<Reserved, Called, Answer extends Outcome>(
    steps: ProviderSteps<Reserved, Called, Answer>,
  ): Promise<Answer>;
}

export interface KeyedRequest {
  userId: number;
  scope: IdempotencyScope;
  key: string;
  /** request-fingerprint.ts of the body as sent. */
  fingerprint: string;
}

export type Claim = { replay: Outcome } | { request: IdempotentRequest };

/**
 * A refusal that moved nothing is stored and repeated; a conflict, a failure
 * or anything else lets the client retry.
 */
function storedRefusal(error: unknown): Outcome | null {
  if (!(error instanceof DomainError) || error instanceof Conflict) return null;
  const status = statusOf(error);
  return status < 500 ? { status, body: domainErrorBody(error) } : null;
}

interface HeldKey {
  finish(db: Tx | Database, outcome: Outcome): Promise<boolean>;
  release(): Promise<void>;
}

async function holdKey(
  db: Database,
  identity: KeyIdentity,
  fingerprint: string,
  now: number,
): Promise<HeldKey | { replay: Outcome }> {
  const claim = randomBytes(16).toString('hex');
  const claimedNow = await insertKeyClaim(db, {
    identity,
    requestHash: fingerprint,
    claim,
    at: new Date(now),
  });
  if (!claimedNow) {
    const existing = await selectKey(db, identity);
    if (existing === undefined) throw new Conflict(commonMessages.idempotencyConflict);
    if (existing.requestHash !== fingerprint) throw new Refused(commonMessages.idempotencyMismatch);
    if (existing.state === 'done')
      return { replay: { status: existing.responseStatus ?? 200, body: existing.responseBody } };
    const abandonedBefore = new Date(now - ABANDONED_AFTER_MS);
    if (!(await takeOverKey(db, { identity, claim, at: new Date(now), abandonedBefore })))
      throw new Conflict(commonMessages.idempotencyConflict);
  }
  return {
    finish: (target, outcome) =>
      finishKey(target, { identity, claim, status: outcome.status, body: outcome.body }),
    release: () => deleteKeyClaim(db, identity, claim),
  };
}

function keyedRequest(
  db: Database,
  key: HeldKey,
  request: KeyedRequest,
  log: FastifyBaseLogger,
): IdempotentRequest {
  const logCleanupFailure = (
    what: string,
    cleanup: unknown,
    cause: unknown,
    reserved?: unknown,
  ) => {
    // Only `err` goes through the logger's error serializer: the cause is
    // spelled out, or an Error would be written as {}.
    const described = cause instanceof Error ? { name: cause.name, message: cause.message } : cause;
    log.error(
      { err: cleanup, cause: described, scope: request.scope, userId: request.userId, reserved },
      `idempotency: ${what} failed after the request failed`,
    );
  };
  /**
   * Stores the refusal `error` is under the key, or lets the key go; then throws
   * `error` on. A failed clean-up is logged and never takes its place: a claim
   * left in flight is abandoned after ABANDONED_AFTER_MS.
   */
  const settleFailure = async (error: unknown): Promise<never> => {
    const refusal = storedRefusal(error);
    const what = refusal === null ? 'releasing the key' : 'storing the refusal';
    try {
      if (refusal === null) await key.release();
      else await key.finish(db, refusal);
    } catch (cleanup) {
      logCleanupFailure(what, cleanup, error);
    }
    throw error;
  };
  return {
    async transaction(work) {
      try {
        return await db.transaction(async (tx) => {
          const result = await work(tx);
          // Someone took the key over meanwhile: roll back rather than move money twice.
          if (!(await key.finish(tx, result)))
            throw new Conflict(commonMessages.idempotencyConflict);
          return result;
        });
      } catch (error) {
        return settleFailure(error);
      }
    },
    async providerCall(steps) {
      let reserved;
      try {
        reserved = await db.transaction((tx) => steps.reserve(tx));
      } catch (error) {
        return settleFailure(error);
      }
      try {
        const called = await steps.call(reserved);
        return await db.transaction(async (tx) => {
          const result = await steps.complete(tx, reserved, called);
          if (!(await key.finish(tx, result)))
            throw new Conflict(commonMessages.idempotencyConflict);
          return result;
        });
      } catch (error) {
        // Best effort: a reservation not undone lapses by itself, a claim is
        // abandoned after ABANDONED_AFTER_MS; the failed clean-up is logged, and the
        // request still answers with what made it fail.
        await steps.abandon(reserved).catch((cleanup: unknown) => {
          logCleanupFailure('abandoning the reservation', cleanup, error, reserved);
        });
        await key.release().catch((cleanup: unknown) => {
          logCleanupFailure('releasing the key', cleanup, error);
        });
        throw error;
      }
    },
  };
}

/**
 * Claims the request's key: its stored answer when the same request was
 * answered before (a different body under the same key is refused, one still
 * in flight is a 409), else the request to run. `log` is the request's logger,
 * for clean-ups that fail.
 */
export async function claimKey(
  db: Database,
  request: KeyedRequest,
  now: number,
  log: FastifyBaseLogger,
): Promise<Claim> {
  const identity: KeyIdentity = [request.userId, request.scope, request.key];
  const held = await holdKey(db, identity, request.fingerprint, now);
  if ('replay' in held) return held;
  return { request: keyedRequest(db, held, request, log) };
}
