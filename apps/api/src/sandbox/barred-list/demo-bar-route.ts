import { BARRED_LIST_BASES } from '@velas/domain/barred-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAccount } from '#/accounts/accounts-repository.js';
import { playerActor } from '#/audit/audit-actor.js';

const demoBarRequestSchema = z.object({ bases: z.array(z.enum(BARRED_LIST_BASES)).min(1) });

export function demoBarRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/demo/impedidos/bar',
    { preValidation: app.authenticate, schema: { body: demoBarRequestSchema } },
    async (request, reply) => {
      const account = await loadAccount(app.db, request.userId);
      await app.barredAccounts.onBarred(
        request.userId,
        {
          cpf: account.cpf,
          answeredAt: app.clock(),
          bases: BARRED_LIST_BASES.map((base) => ({
            base,
            barred: request.body.bases.includes(base),
          })),
        },
        playerActor(request.userId),
      );
      return reply.status(204).send();
    },
  );
}
