// The admin's routes (permission staff.manage) and the audit trail screen's
// (audit.view) on the ops listener (docs/operations.md#back-office):
//   GET  /ops-api/staff                  the team
//   POST /ops-api/staff                  a new account: a proposal (backoffice/staff-accounts/staff-account-proposal-routes.ts)
//   POST /ops-api/staff/:id/disable      with a reason: its sessions end at once
//   POST /ops-api/staff/:id/enable       with a reason
//   GET  /ops-api/audit?staffId=|userId= what a staff member did, or a player's trail
import {
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffReasonBodySchema,
} from '@velas/domain/schemas/backoffice/staff';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditRowsFiltered } from '../audit/audit-repository.js';
import { changeStaffAccess } from './staff-accounts.js';
import { staffActor } from './staff-audit.js';
import { listStaff } from './staff-repository.js';

export function staffAdminRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/ops-api/staff',
    {
      config: { permission: 'staff.manage' },
      schema: { response: { 200: staffListResponseSchema } },
    },
    async () => ({
      staff: (await listStaff(db)).map((staff) => ({
        id: staff.id,
        email: staff.email,
        role: staff.role,
        enrolled: staff.totpConfirmed,
        disabled: staff.disabled,
        createdAt: staff.createdAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/ops-api/staff/:id/disable',
    {
      config: { permission: 'staff.manage' },
      schema: {
        params: staffIdParamsSchema,
        body: staffReasonBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await changeStaffAccess(db, {
        by: request.staff,
        id: request.params.id,
        enabled: false,
        reason: request.body.reason,
        at: app.clock(),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/ops-api/staff/:id/enable',
    {
      config: { permission: 'staff.manage' },
      schema: {
        params: staffIdParamsSchema,
        body: staffReasonBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await changeStaffAccess(db, {
        by: request.staff,
        id: request.params.id,
        enabled: true,
        reason: request.body.reason,
        at: app.clock(),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/ops-api/audit',
    {
      config: { permission: 'audit.view' },
      schema: { querystring: staffAuditQuerySchema, response: { 200: staffAuditResponseSchema } },
    },
    async (request) => {
      const { staffId, userId, after, limit } = request.query;
      const filter = {
        ...(staffId === undefined ? {} : { actor: staffActor(staffId) }),
        ...(userId === undefined ? {} : { userId }),
      };
      const rows = await auditRowsFiltered(db, filter, after, limit);
      return {
        events: rows.map((row) => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          userId: row.user_id,
          actor: row.actor,
          category: row.category,
          action: row.action,
          amountCents: row.amount_cents,
          details: row.details,
          requestId: row.request_id,
        })),
      };
    },
  );
}
