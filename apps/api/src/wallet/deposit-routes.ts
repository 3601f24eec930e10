// POST api/deposits (Idempotency-Key), GET api/deposits/:id (the status the app
// polls) and, in sandbox mode, POST api/deposits/:id/pay.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@velas/domain/messages';
import {
  depositRequestSchema,
  depositResponseSchema,
  type DepositResponse,
} from '@velas/domain/schemas/wallet';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { loadAccount } from '../platform/accounts-repository.js';
import { createDeposit, findDeposit, payDeposit } from './deposits.js';
import { idempotent, rememberRequestHash } from './idempotency.js';

const depositIdSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{25}$/, { error: messages.depositNotFound }),
});

export function depositRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const ownDeposit = {
    preValidation: app.authenticate,
    schema: { params: depositIdSchema, response: { 200: depositResponseSchema } },
  };

  const createOptions = {
    preValidation: [app.authenticate, rememberRequestHash],
    schema: { body: depositRequestSchema, response: { 201: depositResponseSchema } },
  };
  app.post('/api/deposits', createOptions, async (request, reply) => {
    const { amount } = request.body;
    return idempotent(app, request, reply, 'deposit', async (tx) => {
      const account = await loadAccount(tx, request.userId);
      if (account.kyc_status !== 'approved') throw new HttpError(403, messages.depositRequiresKyc);
      const deposit = await createDeposit(tx, config, request.userId, amount, app.clock());
      const body: DepositResponse = { data: deposit };
      return { status: 201, body };
    });
  });

  app.get('/api/deposits/:id', ownDeposit, async (request) => ({
    data: await findDeposit(db, request.userId, request.params.id, app.clock()),
  }));

  if (config.PIX_SANDBOX) {
    app.post('/api/deposits/:id/pay', ownDeposit, async (request) => {
      const { id } = request.params;
      const deposit = await db.transaction((tx) => payDeposit(tx, request.userId, id, app.clock()));
      return { data: deposit };
    });
  }
}
