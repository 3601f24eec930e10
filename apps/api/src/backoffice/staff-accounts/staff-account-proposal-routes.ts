// Approving and rejecting ask the TOTP code again: they decide who may act on
// players' money.
import { reasonBodySchema } from '@velas/domain/schemas/backoffice/common';
import {
  staffAccountApprovedSchema,
  staffAccountProposalsResponseSchema,
  staffCreateBodySchema,
  staffCreateResponseSchema,
  staffIdParamsSchema,
} from '@velas/domain/schemas/backoffice/staff';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '#/staff/staff-audit.js';
import {
  approveStaffAccount,
  listStaffAccountProposals,
  proposeStaffAccount,
  rejectStaffAccount,
} from './staff-account-proposals.js';

export function staffAccountProposalRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ops-api/staff',
    {
      config: { permission: 'staff.manage' },
      schema: { body: staffCreateBodySchema, response: { 201: staffCreateResponseSchema } },
    },
    async (request, reply) => {
      const { proposalId, expiresAt } = await proposeStaffAccount(
        app.db,
        staffCall(request),
        request.body,
      );
      return reply.status(201).send({ proposalId, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    '/ops-api/staff/proposals',
    {
      config: { permission: 'staff.manage' },
      schema: { response: { 200: staffAccountProposalsResponseSchema } },
    },
    async () => ({ proposals: await listStaffAccountProposals(app.db, app.clock()) }),
  );

  app.post(
    '/ops-api/staff/proposals/:id/approve',
    {
      config: { permission: 'staff.manage', freshTotp: true },
      schema: { params: staffIdParamsSchema, response: { 200: staffAccountApprovedSchema } },
    },
    (request) =>
      approveStaffAccount(app.db, staffCall(request), request.params.id, {
        config: app.config,
        email: app.providers.email,
        log: request.log,
      }),
  );

  app.post(
    '/ops-api/staff/proposals/:id/reject',
    {
      config: { permission: 'staff.manage', freshTotp: true },
      schema: {
        params: staffIdParamsSchema,
        body: reasonBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await rejectStaffAccount(app.db, staffCall(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
