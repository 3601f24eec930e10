// POST api/deposits (Idempotency-Key) and GET api/deposits/:id (the status the
// app polls). A deposit is paid only by the provider's signed webhook
// (providers/callback-routes.ts); the demo's pay action lives with the demo provider.
import type { FastifyInstance } from 'fastify';
import { messages } from '@velas/domain/messages';
import { depositRequestSchema, type DepositResponse } from '@velas/domain/schemas/wallet';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { validate } from '../http/validate.js';
import { loadAccount } from '../platform/profile.js';
import { createDeposit, findDeposit } from './deposits.js';
import { idempotent } from './idempotency.js';

const depositIdSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{25}$/, { error: messages.depositNotFound }),
});

export function depositRoutes(app: FastifyInstance): void {
  const { db, config } = app;
  const authenticated = { preHandler: app.authenticate };

  app.post('/api/deposits', authenticated, async (request, reply) => {
    const { amount } = validate(depositRequestSchema, request.body);
    return idempotent(app, request, reply, 'deposit', async (tx) => {
      const account = await loadAccount(tx, request.userId);
      if (account.kyc_status !== 'approved') throw new HttpError(403, messages.depositRequiresKyc);
      const deposit = await createDeposit(tx, config, request.userId, amount, app.clock());
      const body: DepositResponse = { data: deposit };
      return { status: 201, body };
    });
  });

  app.get('/api/deposits/:id', authenticated, async (request): Promise<DepositResponse> => {
    const { id } = validate(depositIdSchema, request.params);
    return { data: await findDeposit(db, request.userId, id, app.clock()) };
  });
}
