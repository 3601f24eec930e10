// Counted in the database, so several api processes spend one budget and one
// account cannot spend a paid upstream from many addresses
// (docs/architecture.md#abuse-limits).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Throttled } from '#/domain-errors.js';
import { ADDRESS_SHARE, perAddressLimit, type SharedLimit } from '#/http/rate-limits.js';
import { countBudgetCall } from './account-budgets-repository.js';

/** Each budget's own count: a call spends only the budget it names. */
export type AccountBudget = 'deposits' | 'kyc_sessions' | 'cep_lookups' | 'game_starts';

/** A preHandler hook, run after authenticate. */
export type AccountLimit = (request: FastifyRequest) => Promise<void>;

interface PerAccountLimitInput {
  budget: AccountBudget;
  max: number;
  message: string;
  windowMs: number;
}

/**
 * At most `max` calls per account in a fixed window of `windowMs` on the
 * app's clock, which starts at the account's first call. Hand-written because
 * @fastify/rate-limit runs one limit per request and the per-address one
 * already ran. A refused call counts too, as it did when each process
 * counted on its own.
 */
export function perAccountLimit(
  app: FastifyInstance,
  { budget, max, message, windowMs }: PerAccountLimitInput,
): AccountLimit {
  return async (request) => {
    const now = app.clock();
    const calls = await countBudgetCall(app.db, {
      budget,
      userId: request.userId,
      now: new Date(now),
      windowEndsBefore: new Date(now - windowMs),
    });
    if (calls > max) throw new Throttled(message);
  };
}

interface AccountAndAddressLimitsInput {
  budget: AccountBudget;
  perAccount: number;
  message: string;
  windowMs: number;
}

export function accountAndAddressLimits(
  app: FastifyInstance,
  { budget, perAccount, message, windowMs }: AccountAndAddressLimitsInput,
): { onRequest: SharedLimit; preHandler: AccountLimit } {
  return {
    onRequest: perAddressLimit(app, perAccount * ADDRESS_SHARE, message, windowMs),
    preHandler: perAccountLimit(app, { budget, max: perAccount, message, windowMs }),
  };
}
