// The charge is reserved under the player's lock and created at the provider
// after the commit.
import { HOUR_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import { fill } from '@velas/domain/messages/sentences';
import { formatCents, type Cents } from '@velas/domain/money';
import {
  depositRequestSchema,
  depositResponseSchema,
  type DepositResponse,
} from '@velas/domain/schemas/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAndAddressLimits } from '#/auth/account-budgets.js';
import { Refused } from '#/domain-errors.js';
import { abandonDeposit, completeDeposit, issueCharge, reserveCharge } from './deposits.js';
import type { pickPixCharges } from './pix-charges.js';

export function depositCreateRoute(
  instance: FastifyInstance,
  charges: ReturnType<typeof pickPixCharges>,
  minimum: Cents,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const limits = accountAndAddressLimits(app, {
    budget: 'deposits',
    perAccount: config.DEPOSITS_PER_ACCOUNT_PER_HOUR,
    message: commonMessages.tooManyDeposits,
    windowMs: HOUR_MS,
  });
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
}
