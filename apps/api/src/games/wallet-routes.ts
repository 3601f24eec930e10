// The seamless wallet the game aggregator calls (docs/product.md#seamless-wallet),
// mounted at /games-wallet in Hub88's Operator API shape:
//   POST user/info, user/balance, transaction/bet, transaction/win, transaction/rollback
// Every answer is HTTP 200 with an `RS_*` status and the request's
// request_uuid; the signature over the exact body bytes is checked first;
// every call, refused or not, is stored in game_wallet_calls.
import {
  WALLET_SIGNATURE_HEADER,
  betRequestSchema,
  rollbackRequestSchema,
  userBalanceRequestSchema,
  userInfoRequestSchema,
  winRequestSchema,
  type WalletResponse,
} from '@velas/domain/schemas/game-wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable, Tx } from '../db/database.js';
import { insertWalletCall, type NewTransaction } from './game-wallet-repository.js';
import { userBalance, userInfo, walletTransaction, type WalletOutcome } from './game-wallet.js';
import { bodyVerifier, type BodyVerifier } from './wallet-signature.js';

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL text and jsonb refuse NUL: a body carrying one is stored with it escaped. */
const storable = (text: string) => text.replaceAll('\u0000', '\\u0000');

function field(json: unknown, name: string): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const value = (json as Record<string, unknown>)[name];
  return typeof value === 'string' ? storable(value.slice(0, 255)) : null;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

export interface WalletRoutesOptions {
  /** The aggregator's key; null when games are not configured (every call: RS_ERROR_INVALID_PARTNER). */
  walletKey: Parameters<typeof bodyVerifier>[0] | null;
  /** While rotating (docs/operations.md#rotating-secrets): the old key, accepted too. */
  previousWalletKey?: Parameters<typeof bodyVerifier>[0] | undefined;
}

export function gameWalletRoutes(app: FastifyInstance, options: WalletRoutesOptions): void {
  const verifiers: BodyVerifier[] = [options.walletKey, options.previousWalletKey]
    .filter((key) => key !== null && key !== undefined)
    .map(bodyVerifier);
  const verifier: BodyVerifier | null =
    options.walletKey === null
      ? null
      : { verify: (raw, signature) => verifiers.some((check) => check.verify(raw, signature)) };

  // Only here: the signature covers the exact bytes, so the body stays text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = typeof body === 'string' ? body : body.toString('utf8');
    done(null, undefined);
  });

  async function log(
    db: Queryable,
    endpoint: string,
    raw: string,
    json: unknown,
    response: WalletResponse,
    transaction: NewTransaction | null = null,
  ): Promise<void> {
    await insertWalletCall(
      db,
      {
        endpoint,
        requestUuid: field(json, 'request_uuid'),
        transactionUuid: field(json, 'transaction_uuid'),
        playerRef: field(json, 'user'),
        body: storable(raw),
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
  async function decide(
    request: FastifyRequest,
    call: { endpoint: string; raw: string; json: unknown },
    run: (tx: Tx, now: number) => Promise<WalletOutcome>,
  ): Promise<WalletResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await app.db.transaction(async (tx) => {
          const decided = await run(tx, app.clock());
          await log(tx, call.endpoint, call.raw, call.json, decided.response, decided.transaction);
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

  function route<S extends z.ZodType>(
    endpoint: string,
    schema: S,
    handle: (tx: Tx, body: z.infer<S>, now: number) => Promise<WalletOutcome>,
  ): void {
    app.post(endpoint, async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.rawBody ?? '';
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        json = undefined;
      }
      const refuse = async (status: WalletResponse['status']) => {
        const response: WalletResponse = { status, request_uuid: field(json, 'request_uuid') };
        await log(app.db, endpoint, raw, json, response);
        return reply.send(response);
      };
      if (verifier === null) return refuse('RS_ERROR_INVALID_PARTNER');
      const signature = request.headers[WALLET_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !verifier.verify(raw, signature))
        return refuse('RS_ERROR_INVALID_SIGNATURE');
      if (json === undefined) return refuse('RS_ERROR_WRONG_SYNTAX');
      const parsed = schema.safeParse(json);
      if (!parsed.success) return refuse('RS_ERROR_WRONG_TYPES');
      try {
        const response = await decide(request, { endpoint, raw, json }, (tx, now) =>
          handle(tx, parsed.data, now),
        );
        return await reply.send(response);
      } catch (error) {
        // Every answer is HTTP 200 (docs/product.md#seamless-wallet): the
        // transaction rolled back, so nothing moved, and the aggregator's
        // retry of the same transaction is answered as a first call.
        request.log.error({ err: error }, 'seamless wallet call failed');
        return refuse('RS_ERROR_UNKNOWN').catch((failure: unknown) => {
          request.log.error({ err: failure }, 'seamless wallet call not stored');
          return reply.send({
            status: 'RS_ERROR_UNKNOWN',
            request_uuid: field(json, 'request_uuid'),
          });
        });
      }
    });
  }

  const only = (response: WalletResponse): WalletOutcome => ({ response, transaction: null });
  route('/user/info', userInfoRequestSchema, async (tx, body) => only(await userInfo(tx, body)));
  route('/user/balance', userBalanceRequestSchema, async (tx, body) =>
    only(await userBalance(tx, body)),
  );
  route('/transaction/bet', betRequestSchema, (tx, body, now) =>
    walletTransaction(tx, { kind: 'bet', body }, now, app.settings.operator.moneyOut),
  );
  route('/transaction/win', winRequestSchema, (tx, body, now) =>
    walletTransaction(tx, { kind: 'win', body }, now, app.settings.operator.moneyOut),
  );
  route('/transaction/rollback', rollbackRequestSchema, (tx, body, now) =>
    walletTransaction(tx, { kind: 'rollback', body }, now, app.settings.operator.moneyOut),
  );
}
