import { type Queryable } from '#/db/database.js';
import { selectFields, type RowOf } from '#/db/select-columns.js';

/** (user id, scope, key) */
export type KeyIdentity = readonly [number, string, string];

const keyColumns = selectFields('idempotency_keys', [
  'request_hash',
  'state',
  'claim',
  'response_status',
  'response_body',
  'created_at',
]).narrow<{ state: 'in_flight' | 'done' }>();
export type KeyRow = RowOf<typeof keyColumns>;

interface InsertKeyClaimInput {
  identity: KeyIdentity;
  requestHash: string;
  claim: string;
  at: Date;
}

/** false when the key already exists. */
export async function insertKeyClaim(
  db: Queryable,
  { identity, requestHash, claim, at }: InsertKeyClaimInput,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO idempotency_keys (user_id, scope, key, request_hash, state, claim, created_at)
     VALUES ($1, $2, $3, $4, 'in_flight', $5, $6) ON CONFLICT DO NOTHING RETURNING key`,
    [...identity, requestHash, claim, at],
  );
  return rowCount > 0;
}

export async function selectKey(db: Queryable, identity: KeyIdentity): Promise<KeyRow | undefined> {
  const { rows } = await db.query<KeyRow>(
    `SELECT ${keyColumns.sql}
     FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3`,
    identity,
  );
  return rows[0];
}

interface TakeOverKeyInput {
  identity: KeyIdentity;
  claim: string;
  at: Date;
  abandonedBefore: Date;
}

/** Re-claims a key still in flight whose claim is older than `abandonedBefore`; false when none. */
export async function takeOverKey(
  db: Queryable,
  { identity, claim, at, abandonedBefore }: TakeOverKeyInput,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE idempotency_keys SET claim = $4, created_at = $5
     WHERE user_id = $1 AND scope = $2 AND key = $3 AND state = 'in_flight' AND created_at < $6
     RETURNING key`,
    [...identity, claim, at, abandonedBefore],
  );
  return rowCount > 0;
}

interface FinishKeyInput {
  identity: KeyIdentity;
  claim: string;
  status: number;
  body: unknown;
}

/** Stores the answer under this claim; false when the claim was taken over meanwhile. */
export async function finishKey(
  tx: Queryable,
  { identity, claim, status, body }: FinishKeyInput,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE idempotency_keys SET state = 'done', response_status = $5, response_body = $6::jsonb
     WHERE user_id = $1 AND scope = $2 AND key = $3 AND claim = $4 AND state = 'in_flight' RETURNING key`,
    [...identity, claim, status, JSON.stringify(body)],
  );
  return rowCount > 0;
}

export async function deleteKeyClaim(
  db: Queryable,
  identity: KeyIdentity,
  claim: string,
): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3 AND claim = $4',
    [...identity, claim],
  );
}

/** Deletes the answered keys created more than `keptMs` before `now`; one in flight stays. */
export async function purgeExpiredIdempotencyKeys(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - keptMs);
  const { rowCount } = await db.query(
    "DELETE FROM idempotency_keys WHERE created_at < $1 AND state = 'done'",
    [cutoff],
  );
  return rowCount;
}
