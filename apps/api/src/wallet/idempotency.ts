// Idempotency-Key for calls that move money
// (docs/product.md#money-input-and-errors). The key is claimed in its own
// statement (so a second request sees it "in flight": 409), and the stored
// answer is written in the same transaction as the money movement, so a crash
// can never leave money moved without its answer or the reverse.
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
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
const ABANDONED_AFTER_MS = 60_000;

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

/**
 * Runs `work` inside a transaction, at most once per (user, scope, key).
 * Without the header it simply runs. `work` may throw HttpError: that answer
 * is stored and repeated too, since nothing moved.
 */
export async function idempotent(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
  work: (tx: Queryable) => Promise<Outcome>,
  /** Runs once the money movement is committed, before the answer (e.g. send the payout). */
  afterCommit: () => Promise<void> = () => Promise.resolve(),
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    const outcome = await app.db.transaction(work);
    await afterCommit();
    return reply.status(outcome.status).send(outcome.body);
  }
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw HttpError.field(400, 'Idempotency-Key', messages.idempotencyKeyInvalid);
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
    if (existing === undefined) throw new HttpError(409, messages.idempotencyConflict);
    if (existing.request_hash !== hash) throw new HttpError(422, messages.idempotencyMismatch);
    if (existing.state === 'done') {
      await afterCommit();
      return reply
        .status(existing.response_status ?? 200)
        .header('idempotent-replayed', 'true')
        .send(existing.response_body);
    }
    const abandonedBefore = new Date(now - ABANDONED_AFTER_MS);
    if (!(await takeOverKey(db, identity, claim, new Date(now), abandonedBefore)))
      throw new HttpError(409, messages.idempotencyConflict);
  }

  const finish = (tx: Queryable, outcome: Outcome) =>
    finishKey(tx, identity, claim, outcome.status, outcome.body);

  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const result = await work(tx);
      // Someone took the key over meanwhile: roll back rather than move money twice.
      if (!(await finish(tx, result))) throw new HttpError(409, messages.idempotencyConflict);
      return result;
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 409) {
      outcome = {
        status: error.statusCode,
        body: { message: error.message, errors: error.errors },
      };
      await finish(db, outcome);
      return reply.status(outcome.status).send(outcome.body);
    } else {
      // Nothing was stored: let the client retry with the same key.
      await deleteKeyClaim(db, identity, claim);
      throw error;
    }
  }
  await afterCommit();
  return reply.status(outcome.status).send(outcome.body);
}
