// A decided call is kept in the same transaction as the money it moved.
import type { WalletResponse } from '@velas/domain/schemas/game-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable, Tx } from '#/db/database.js';
import { insertWalletCall, type NewTransaction } from './game-wallet-repository.js';
import type { WalletOutcome } from './game-wallet.js';

const UNIQUE_VIOLATION = '23505';

/** The call as it came: its endpoint, its exact body text and that text's JSON (undefined when not JSON). */
export interface WalletCall {
  endpoint: string;
  raw: string;
  json: unknown;
}

/** PostgreSQL text and jsonb refuse NUL: a body carrying one is stored with it escaped. */
const storable = (text: string) => text.replaceAll('\u0000', '\\u0000');

export function callField(json: unknown, name: string): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const value = (json as Record<string, unknown>)[name];
  return typeof value === 'string' ? storable(value.slice(0, 255)) : null;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

export async function logWalletCall(
  app: FastifyInstance,
  db: Queryable,
  {
    call,
    response,
    transaction = null,
  }: { call: WalletCall; response: WalletResponse; transaction?: NewTransaction | null },
): Promise<void> {
  await insertWalletCall(
    db,
    {
      endpoint: call.endpoint,
      requestUuid: callField(call.json, 'request_uuid'),
      transactionUuid: callField(call.json, 'transaction_uuid'),
      playerRef: callField(call.json, 'user'),
      body: storable(call.raw),
      response,
    },
    app.clock(),
    transaction,
  );
}

/**
 * One call in one transaction: its decision, its log and its transaction
 * stored together. A transaction_uuid another player's call is inserting
 * at the same moment: the second attempt finds it and answers a duplicate.
 */
export async function decideWalletCall(
  app: FastifyInstance,
  request: FastifyRequest,
  call: WalletCall,
  run: (tx: Tx, now: number) => Promise<WalletOutcome>,
): Promise<WalletResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await app.db.transaction(async (tx) => {
        const decided = await run(tx, app.clock());
        await logWalletCall(app, tx, {
          call,
          response: decided.response,
          transaction: decided.transaction,
        });
        // A closed account's late win leaves for its holder's CPF key once committed.
        app.payouts.sendAfterCommit(decided.payoutId ?? null, request.log);
        return decided;
      });
      return outcome.response;
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}
