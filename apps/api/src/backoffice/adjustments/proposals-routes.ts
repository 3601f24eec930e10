// The four-eyes routes (docs/operations.md#four-eyes) on the ops listener:
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAfterCommit } from '../send-after-commit.js';
import {
  approveProposal,
  listOpenProposals,
  proposeAdjustment,
  proposeWithdrawalRelease,
  rejectProposal,
  type StaffCall,
} from './four-eyes.js';
import { proposeWinRelease } from './win-release.js';

export function proposalsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const call = (request: FastifyRequest): StaffCall => ({ staff: request.staff, now: app.clock() });

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
    async (request) => ({ id: await proposeAdjustment(app.db, call(request), request.body) }),
  );
  app.post(
    '/queues/withdrawals/:id/propose-release',
    {
      config: { permission: 'withdrawals.decide', freshTotp: true },
      schema: {
        params: idParamsSchema,
        body: releaseProposalRequestSchema,
        response: { 200: proposedSchema },
      },
    },
    async (request) => ({
      id: await proposeWithdrawalRelease(
        app.db,
        call(request),
        request.params.id,
        request.body.reason,
        app.settings.operator.moneyOut,
      ),
    }),
  );
  app.post(
    '/queues/wins/:id/propose-release',
    {
      config: { permission: 'withdrawals.decide', freshTotp: true },
      schema: {
        params: idParamsSchema,
        body: releaseProposalRequestSchema,
        response: { 200: proposedSchema },
      },
    },
    async (request) => ({
      id: await proposeWinRelease(
        app.db,
        call(request),
        request.params.id,
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
      const payoutId = await approveProposal(app.db, call(request), request.params.id);
      await sendAfterCommit(app, request, payoutId);
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
      await rejectProposal(app.db, call(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
  return Promise.resolve();
}
