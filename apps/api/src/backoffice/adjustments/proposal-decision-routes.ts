import {
  doneSchema,
  idParamsSchema,
  reasonBodySchema,
} from '@velas/domain/schemas/backoffice/common';
import { proposalsResponseSchema } from '@velas/domain/schemas/backoffice/proposals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '#/staff/staff-audit.js';
import { approveProposal, listOpenProposals, rejectProposal } from './four-eyes.js';

export function proposalDecisionRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/proposals',
    {
      config: { permission: 'adjustments.approve' },
      schema: { response: { 200: proposalsResponseSchema } },
    },
    async () => ({ proposals: await listOpenProposals(app.db, app.clock()) }),
  );
  app.post(
    '/proposals/:id/approve',
    {
      config: { permission: 'adjustments.approve', freshTotp: true },
      schema: { params: idParamsSchema, response: { 200: doneSchema } },
    },
    async (request) => {
      await approveProposal(app.payouts.context, staffCall(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/proposals/:id/reject',
    {
      config: { permission: 'adjustments.propose', freshTotp: true },
      schema: { params: idParamsSchema, body: reasonBodySchema, response: { 200: doneSchema } },
    },
    async (request) => {
      await rejectProposal(app.db, staffCall(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
}
