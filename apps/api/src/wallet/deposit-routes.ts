// The deposit routes (docs/api/calls.md#platform-calls). The charge is reserved
// under the player's lock and created at the provider after the commit
// (docs/architecture.md#provider-calls-outside-transactions).
import { HOUR_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import { fill } from '@velas/domain/messages/sentences';
import { formatCents, toCents } from '@velas/domain/money';
import {
  depositIdSchema,
  depositRequestSchema,
  depositResponseSchema,
  openDepositsResponseSchema,
  type DepositResponse,
} from '@velas/domain/schemas/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAndAddressLimits } from '../auth/account-budgets.js';
import { Refused } from '../domain-errors.js';
import {
  abandonDeposit,
  cancelDeposit,
  completeDeposit,
  findDeposit,
  issueCharge,
  listOpenDeposits,
  reserveCharge,
} from './deposits.js';
import { pickPixCharges } from './pix-charges.js';

/** docs/product/abuse-limits.md#abuse-limits: R$ 10,00 unless the operator sets depositMinimumCents. */
const DEFAULT_DEPOSIT_MINIMUM_CENTS = toCents(1_000);

export function depositRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const charges = pickPixCharges(app.settings, config, app.log, app.metrics);
  const ownDeposit = {
    preValidation: app.authenticate,
    schema: { params: depositIdSchema, response: { 200: depositResponseSchema } },
  };

  const limits = accountAndAddressLimits(
    app,
    'deposits',
    config.DEPOSITS_PER_ACCOUNT_PER_HOUR,
    commonMessages.tooManyDeposits,
    HOUR_MS,
  );
  const minimum = toCents(
    app.settings.operator.depositMinimumCents ?? DEFAULT_DEPOSIT_MINIMUM_CENTS,
  );
  const refuseBelowMinimum = (request: FastifyRequest): Promise<void> => {
    // Runs before the body schema: a malformed body is left to it (400).
    const parsed = depositRequestSchema.safeParse(request.body);
    if (!parsed.success || parsed.data.amount >= minimum) return Promise.resolve();
    const text = fill(commonMessages.depositMinimum, { valor: formatCents(minimum) });
    return Promise.reject(Refused.field('amount', text));
  };
  const createOptions = {
    onRequest: limits.onRequest,
    // Below the minimum is refused before it spends the account's budget.
    preValidation: [app.authenticate, refuseBelowMinimum],
    preHandler: limits.preHandler,
    config: { idempotency: 'deposit' as const },
    schema: { body: depositRequestSchema, response: { 201: depositResponseSchema } },
  };
  app.post('/api/deposits', createOptions, async (request, reply) => {
    const { amount } = request.body;
    const outcome = await request.idempotency.providerCall({
      reserve: (tx) => reserveCharge(tx, request.userId, amount, app.clock()),
      call: (reserved) => issueCharge(charges, reserved),
      complete: async (tx, reserved, issued) => {
        const body: DepositResponse = {
          data: await completeDeposit(tx, reserved, issued, app.clock()),
        };
        return { status: 201 as const, body };
      },
      abandon: (reserved) => abandonDeposit(db, reserved),
    });
    return reply.status(outcome.status).send(outcome.body);
  });

  // A static path: find-my-way matches it before the `:id` route below.
  app.get(
    '/api/deposits/open',
    { preValidation: app.authenticate, schema: { response: { 200: openDepositsResponseSchema } } },
    async (request) => {
      const now = app.clock();
      return {
        data: await listOpenDeposits(db, request.userId, now),
        now: new Date(now).toISOString(),
        minimum,
      };
    },
  );

  app.get('/api/deposits/:id', ownDeposit, async (request) => ({
    data: await findDeposit(db, request.userId, request.params.id, app.clock()),
  }));

  // Idempotent by itself (a cancelled charge stays cancelled): no key needed.
  app.post('/api/deposits/:id/cancel', ownDeposit, async (request) => ({
    data: await cancelDeposit(db, request.userId, request.params.id, app.clock()),
  }));
}
