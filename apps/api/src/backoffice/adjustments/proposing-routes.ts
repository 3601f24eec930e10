import { idParamsSchema } from '@velas/domain/schemas/backoffice/common';
import {
  adjustmentRequestSchema,
  proposedSchema,
  releaseProposalRequestSchema,
} from '@velas/domain/schemas/backoffice/proposals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '#/staff/staff-audit.js';
import { proposeAdjustment } from './four-eyes.js';
import { proposeRelease } from './release-proposal.js';

export function proposingRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
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
        id: await proposeRelease(app.db, {
          call: staffCall(request),
          target: { kind, id: request.params.id },
          reason: request.body.reason,
          moneyOut: app.settings.operator.moneyOut,
        }),
      }),
    );
}
