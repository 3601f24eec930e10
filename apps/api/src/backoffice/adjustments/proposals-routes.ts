// The four-eyes routes (docs/operations/back-office-queues.md#four-eyes) on the ops listener:
// propose an adjustment or a held withdrawal's or win's release, list what waits,
// approve or reject. Money actions: each asks the TOTP code again (freshTotp).
import {
  doneSchema,
  idParamsSchema,
  reasonBodySchema,
} from '@velas/domain/schemas/backoffice/common';
import {
  adjustmentRequestSchema,
  proposalsResponseSchema,
  proposedSchema,
  releaseProposalRequestSchema,
} from '@velas/domain/schemas/backoffice/proposals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '../../staff/staff-audit.js';
import {
  approveProposal,
  listOpenProposals,
  proposeAdjustment,
  rejectProposal,
} from './four-eyes.js';
import { proposeRelease } from './release-proposal.js';

export function proposalsRoutes(instance: FastifyInstance): Promise<void> {
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
    '/adjustments',
    {
      config: { permission: 'adjustments.propose', freshTotp: true },
      schema: { body: adjustmentRequestSchema, response: { 200: proposedSchema } },
    },
    async (request) => ({ id: await proposeAdjustment(app.db, staffCall(request), request.body) }),
  );
  // A withdrawal in review and a held win are proposed for release alike (release-proposal.ts).
  const releases = [
    ['/queues/withdrawals/:id/propose-release', 'withdrawal_release'],
    ['/queues/wins/:id/propose-release', 'win_release'],
  ] as const;
  for (const [path, kind] of releases)
    app.post(
      path,
      {
        config: { permission: 'withdrawals.decide', freshTotp: true },
        schema: {
          params: idParamsSchema,
          body: releaseProposalRequestSchema,
          response: { 200: proposedSchema },
        },
      },
      async (request) => ({
        id: await proposeRelease(
          app.db,
          staffCall(request),
          { kind, id: request.params.id },
          request.body.reason,
          app.settings.operator.moneyOut,
        ),
      }),
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
  return Promise.resolve();
}
