// Demo mode only, like the other sandboxes (sandbox/providers/demo-provider-routes.ts):
//   POST /api/demo/impedidos/bar  (bearer) { bases }
// answers for the signed-in account as the regulator's module would answer
// that its CPF is barred on those bases, and hands the answer to OnBarred, so
// the demo and the browser flows show a barred account
// (docs/product.md#barred-account) without waiting for a check to find one.
import { BARRED_LIST_BASES } from '@velas/domain/barred-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAccount } from '../../accounts/index.js';
import { playerActor } from '../../audit/audit-actor.js';

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
