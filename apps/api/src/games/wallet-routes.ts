// The signature over the exact body is checked first, and every call, refused
// or not, is stored.
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
import type { Tx } from '#/db/database.js';
import { keepRawJsonBody } from '#/provider-wire/raw-json-body.js';
import { userBalance, userInfo, walletTransaction, type WalletOutcome } from './game-wallet.js';
import { callField, decideWalletCall, logWalletCall, type WalletCall } from './wallet-call.js';
import { bodyVerifier, type BodyVerifier } from './wallet-signature.js';

export interface WalletRoutesOptions {
  /** The aggregator's key; null when games are not configured (every call: RS_ERROR_INVALID_PARTNER). */
  walletKey: Parameters<typeof bodyVerifier>[0] | null;
  previousWalletKey?: Parameters<typeof bodyVerifier>[0] | undefined;
}

/** Checks a signature with the key, or while rotating with the old one too; null when games are not configured. */
function walletVerifier(options: WalletRoutesOptions): BodyVerifier | null {
  if (options.walletKey === null) return null;
  const verifiers = [options.walletKey, options.previousWalletKey]
    .filter((key) => key !== undefined)
    .map(bodyVerifier);
  return { verify: (raw, signature) => verifiers.some((check) => check.verify(raw, signature)) };
}

function walletCall(request: FastifyRequest, endpoint: string): WalletCall {
  const raw = request.rawBody;
  return { endpoint, raw: raw ?? '', json: raw === undefined ? undefined : request.body };
}

/** The first refusal a call earns before it is decided, or its body when it earns none. */
function check<S extends z.ZodType>(
  request: FastifyRequest,
  call: WalletCall,
  verifier: BodyVerifier | null,
  schema: S,
): { refusal: WalletResponse['status'] } | { body: z.infer<S> } {
  if (verifier === null) return { refusal: 'RS_ERROR_INVALID_PARTNER' };
  const signature = request.headers[WALLET_SIGNATURE_HEADER];
  if (typeof signature !== 'string' || !verifier.verify(call.raw, signature))
    return { refusal: 'RS_ERROR_INVALID_SIGNATURE' };
  if (call.json === undefined) return { refusal: 'RS_ERROR_WRONG_SYNTAX' };
  const parsed = schema.safeParse(call.json);
  return parsed.success ? { body: parsed.data } : { refusal: 'RS_ERROR_WRONG_TYPES' };
}

interface WalletRouteInput<S extends z.ZodType> {
  verifier: BodyVerifier | null;
  endpoint: string;
  schema: S;
  handle: (tx: Tx, body: z.infer<S>, now: number) => Promise<WalletOutcome>;
}

function walletRoute<S extends z.ZodType>(
  app: FastifyInstance,
  { verifier, endpoint, schema, handle }: WalletRouteInput<S>,
): void {
  app.post(endpoint, async (request: FastifyRequest, reply: FastifyReply) => {
    const call = walletCall(request, endpoint);
    const refuse = async (status: WalletResponse['status']) => {
      const response: WalletResponse = {
        status,
        request_uuid: callField(call.json, 'request_uuid'),
      };
      await logWalletCall(app, app.db, { call, response });
      return reply.send(response);
    };
    const checked = check(request, call, verifier, schema);
    if ('refusal' in checked) return refuse(checked.refusal);
    try {
      const response = await decideWalletCall(app, request, call, (tx, now) =>
        handle(tx, checked.body, now),
      );
      return await reply.send(response);
    } catch (error) {
      // Every answer is HTTP 200: the
      // transaction rolled back, so nothing moved, and the aggregator's
      // retry of the same transaction is answered as a first call.
      request.log.error({ err: error }, 'seamless wallet call failed');
      return refuse('RS_ERROR_UNKNOWN').catch((failure: unknown) => {
        request.log.error({ err: failure }, 'seamless wallet call not stored');
        return reply.send({
          status: 'RS_ERROR_UNKNOWN',
          request_uuid: callField(call.json, 'request_uuid'),
        });
      });
    }
  });
}

const only = (response: WalletResponse): WalletOutcome => ({ response, transaction: null });

export function gameWalletRoutes(app: FastifyInstance, options: WalletRoutesOptions): void {
  // Only here: the signature covers the exact bytes, so the body stays text.
  keepRawJsonBody(app);
  const verifier = walletVerifier(options);
  const moneyOut = () => app.settings.operator.moneyOut;
  const route = <S extends z.ZodType>(
    endpoint: string,
    schema: S,
    handle: (tx: Tx, body: z.infer<S>, now: number) => Promise<WalletOutcome>,
  ) => {
    walletRoute(app, { verifier, endpoint, schema, handle });
  };
  route('/user/info', userInfoRequestSchema, async (tx, body) => only(await userInfo(tx, body)));
  route('/user/balance', userBalanceRequestSchema, async (tx, body) =>
    only(await userBalance(tx, body)),
  );
  route('/transaction/bet', betRequestSchema, (tx, body, now) =>
    walletTransaction(tx, { kind: 'bet', body }, now, moneyOut()),
  );
  route('/transaction/win', winRequestSchema, (tx, body, now) =>
    walletTransaction(tx, { kind: 'win', body }, now, moneyOut()),
  );
  route('/transaction/rollback', rollbackRequestSchema, (tx, body, now) =>
    walletTransaction(tx, { kind: 'rollback', body }, now, moneyOut()),
  );
}
