import { doneSchema, idParamsSchema } from '@velas/domain/schemas/backoffice/common';
import {
  cpfClaimDecisionRequestSchema,
  cpfClaimsQueueResponseSchema,
  kycDecisionRequestSchema,
  kycQueueResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cpfClaimsQueue, decideCpfClaim } from './cpf-claims-queue.js';
import { decisionRoute, thenDone } from './decision-route.js';
import { decideKyc, kycQueue } from './kyc-queue.js';

export function identityQueuesRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/queues/cpf-claims',
    {
      config: { permission: 'cpf_claims.queue' },
      schema: { response: { 200: cpfClaimsQueueResponseSchema } },
    },
    () => cpfClaimsQueue(app.db, app.clock()),
  );
  app.get(
    '/queues/kyc',
    { config: { permission: 'kyc.queue' }, schema: { response: { 200: kycQueueResponseSchema } } },
    () => kycQueue(app.db, app.clock()),
  );
  const decideById = { params: idParamsSchema, answer: doneSchema };
  decisionRoute(app, '/queues/cpf-claims/:id/decide', {
    ...decideById,
    permission: 'cpf_claims.decide',
    freshTotp: false,
    body: cpfClaimDecisionRequestSchema,
    decide: thenDone((call, { id }, body) => decideCpfClaim(app.db, call, id, body)),
  });
  decisionRoute(app, '/queues/kyc/:id/decide', {
    ...decideById,
    // Compliance decides what the KYC queue shows; the table has no separate decide permission.
    permission: 'kyc.queue',
    freshTotp: false,
    body: kycDecisionRequestSchema,
    decide: thenDone((call, { id }, body) => decideKyc(app.db, call, id, body)),
  });
}
