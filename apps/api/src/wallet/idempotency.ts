// Idempotency-Key for calls that move money
// (docs/product.md#money-input-and-errors). The key is claimed in its own
// statement (so a second request sees it "in flight": 409), and the stored
// answer is written in the same transaction as the money movement, so a crash
// can never leave money moved without its answer or the reverse.
import { createHash, randomBytes } from 'node:crypto';
import { MINUTE_MS } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable, Tx } from '../db/database.js';
import { Conflict, DomainError, Invalid, Refused } from '../domain-errors.js';
import { domainErrorBody, statusOf } from '../http/error-handler.js';
import {
  deleteKeyClaim,
  finishKey,
  insertKeyClaim,
  selectKey,
  takeOverKey,
  type KeyIdentity,
} from './idempotency-repository.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** A claim older than this belongs to a request that died; its transaction never committed. */
const ABANDONED_AFTER_MS = MINUTE_MS;

export interface Outcome {
  status: number;
  body: unknown;
}

type Scope = 'deposit' | 'withdraw';

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

const requestHashes = new WeakMap<FastifyRequest, string>();

/**
 * preValidation hook of every idempotent route: "the same request" means the
 * same body as sent, so it is hashed before the body schema parses (trims,
 * normalises and strips) it.
 */
export function rememberRequestHash(request: FastifyRequest): Promise<void> {
  requestHashes.set(request, requestHash(request.body));
  return Promise.resolve();
}

/** A claimed key: store the answer under it, or let it go so the client may retry. */
interface KeyClaim {
  finish(db: Queryable, outcome: Outcome): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Claims the request's key. 'replied': the stored answer was sent again;
 * null: the request has no key.
 */
async function claimKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
): Promise<KeyClaim | 'replied' | null> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw Invalid.field('Idempotency-Key', messages.idempotencyKeyInvalid);
  }

  const { db } = app;
  const now = app.clock();
  const hash = requestHashes.get(request);
  if (hash === undefined) throw new Error('idempotent() needs the rememberRequestHash hook');
  const claim = randomBytes(16).toString('hex');
  const identity: KeyIdentity = [request.userId, scope, header];

  const claimedNow = await insertKeyClaim(db, identity, hash, claim, new Date(now));
  if (!claimedNow) {
    const existing = await selectKey(db, identity);
    if (existing === undefined) throw new Conflict(messages.idempotencyConflict);
    if (existing.request_hash !== hash) throw new Refused(messages.idempotencyMismatch);
    if (existing.state === 'done') {
      await reply
        .status(existing.response_status ?? 200)
        .header('idempotent-replayed', 'true')
        .send(existing.response_body);
      return 'replied';
    }
    const abandonedBefore = new Date(now - ABANDONED_AFTER_MS);
    if (!(await takeOverKey(db, identity, claim, new Date(now), abandonedBefore)))
      throw new Conflict(messages.idempotencyConflict);
  }
  return {
    finish: (target, outcome) => finishKey(target, identity, claim, outcome.status, outcome.body),
    release: () => deleteKeyClaim(db, identity, claim),
  };
}

/**
 * A refusal that moved nothing is stored and repeated; a conflict, a failure
 * or anything else lets the client retry.
 */
function storedRefusal(error: unknown): Outcome | null {
  if (!(error instanceof DomainError) || error instanceof Conflict) return null;
  const status = statusOf(error);
  return status < 500 ? { status, body: domainErrorBody(error) } : null;
}

/**
 * Runs `work` inside a transaction, at most once per (user, scope, key).
 * Without the header it simply runs. `work` may throw a domain error: that answer
 * is stored and repeated too, since nothing moved. What `work` asks to run
 * after the commit (db/after-commit.ts: a payout's send) runs before the answer.
 */
export async function idempotent(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
  work: (tx: Tx) => Promise<Outcome>,
): Promise<FastifyReply> {
  const key = await claimKey(app, request, reply, scope);
  if (key === 'replied') return reply;
  if (key === null) {
    const outcome = await app.db.transaction(work);
    return reply.status(outcome.status).send(outcome.body);
  }

  let outcome: Outcome;
  try {
    outcome = await app.db.transaction(async (tx) => {
      const result = await work(tx);
      // Someone took the key over meanwhile: roll back rather than move money twice.
      if (!(await key.finish(tx, result))) throw new Conflict(messages.idempotencyConflict);
      return result;
    });
  } catch (error) {
    const refusal = storedRefusal(error);
    if (refusal === null) {
      // Nothing was stored: let the client retry with the same key.
      await key.release();
      throw error;
    }
    await key.finish(app.db, refusal);
    return reply.status(refusal.status).send(refusal.body);
  }
  return reply.status(outcome.status).send(outcome.body);
}

/** The three steps of a call that asks a provider (docs/architecture.md#provider-calls-outside-transactions). */
export interface ProviderSteps<Reserved, Called> {
  /** First transaction: the rules, under the player's lock, and a row that holds the place. */
  reserve(tx: Tx): Promise<Reserved>;
  /** After its commit, no transaction open: the provider's call. */
  call(reserved: Reserved): Promise<Called>;
  /** Second transaction: the reserved row takes the provider's answer; the answer the client gets. */
  complete(tx: Tx, reserved: Reserved, called: Called): Promise<Outcome>;
  /** The call or the completion failed: the reservation is undone. */
  abandon(reserved: Reserved): Promise<void>;
}

/**
 * idempotent() for a call that asks a provider: no transaction, and so no
 * player's lock and (on PGlite) no connection, is held while the provider
 * answers. The key is claimed first; its answer is stored with the
 * completion, so a crash between the steps leaves the key in flight until it
 * is abandoned, and the reservation lapses by itself.
 */
export async function idempotentProviderCall<Reserved, Called>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
  steps: ProviderSteps<Reserved, Called>,
): Promise<FastifyReply> {
  const key = await claimKey(app, request, reply, scope);
  if (key === 'replied') return reply;
  let reserved: Reserved;
  try {
    reserved = await app.db.transaction((tx) => steps.reserve(tx));
  } catch (error) {
    const refusal = key === null ? null : storedRefusal(error);
    if (key === null || refusal === null) {
      await key?.release();
      throw error;
    }
    await key.finish(app.db, refusal);
    return reply.status(refusal.status).send(refusal.body);
  }
  let outcome: Outcome;
  try {
    const called = await steps.call(reserved);
    outcome = await app.db.transaction(async (tx) => {
      const result = await steps.complete(tx, reserved, called);
      if (key !== null && !(await key.finish(tx, result)))
        throw new Conflict(messages.idempotencyConflict);
      return result;
    });
  } catch (error) {
    // Best effort: a reservation not undone lapses by itself, a claim is abandoned after a minute.
    await steps.abandon(reserved).catch(() => undefined);
    await key?.release().catch(() => undefined);
    throw error;
  }
  return reply.status(outcome.status).send(outcome.body);
}
