// Idempotency-Key for calls that move money (decisions §6). The key is claimed
// in its own statement (so a second request sees it "in flight": 409), and the
// stored answer is written in the same transaction as the money movement, so a
// crash can never leave money moved without its answer or the reverse.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@velas/domain/messages';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';

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

interface KeyRow {
  request_hash: string;
  state: 'in_flight' | 'done';
  claim: string;
  response_status: number | null;
  response_body: unknown;
  created_at: Date;
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
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    const outcome = await app.db.transaction(work);
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
  const identity = [request.userId, scope, header] as const;

  const claimed = await db.query(
    `INSERT INTO idempotency_keys (user_id, scope, key, request_hash, state, claim, created_at)
     VALUES ($1, $2, $3, $4, 'in_flight', $5, $6) ON CONFLICT DO NOTHING RETURNING key`,
    [...identity, hash, claim, new Date(now)],
  );
  if (claimed.rowCount === 0) {
    const { rows } = await db.query<KeyRow>(
      `SELECT request_hash, state, claim, response_status, response_body, created_at
       FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3`,
      identity,
    );
    const existing = rows[0];
    if (existing === undefined) throw new HttpError(409, messages.idempotencyConflict);
    if (existing.request_hash !== hash) throw new HttpError(422, messages.idempotencyMismatch);
    if (existing.state === 'done') {
      return reply
        .status(existing.response_status ?? 200)
        .header('idempotent-replayed', 'true')
        .send(existing.response_body);
    }
    const takenOver = await db.query(
      `UPDATE idempotency_keys SET claim = $4, created_at = $5
       WHERE user_id = $1 AND scope = $2 AND key = $3 AND state = 'in_flight' AND created_at < $6
       RETURNING key`,
      [...identity, claim, new Date(now), new Date(now - ABANDONED_AFTER_MS)],
    );
    if (takenOver.rowCount === 0) throw new HttpError(409, messages.idempotencyConflict);
  }

  const finish = (tx: Queryable, outcome: Outcome) =>
    tx.query(
      `UPDATE idempotency_keys SET state = 'done', response_status = $5, response_body = $6::jsonb
       WHERE user_id = $1 AND scope = $2 AND key = $3 AND claim = $4 AND state = 'in_flight' RETURNING key`,
      [...identity, claim, outcome.status, JSON.stringify(outcome.body)],
    );

  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const result = await work(tx);
      // Someone took the key over meanwhile: roll back rather than move money twice.
      if ((await finish(tx, result)).rowCount === 0)
        throw new HttpError(409, messages.idempotencyConflict);
      return result;
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 409) {
      outcome = {
        status: error.statusCode,
        body: { message: error.message, errors: error.errors },
      };
      await finish(db, outcome);
    } else {
      // Nothing was stored: let the client retry with the same key.
      await db.query(
        'DELETE FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3 AND claim = $4',
        [...identity, claim],
      );
      throw error;
    }
  }
  return reply.status(outcome.status).send(outcome.body);
}
