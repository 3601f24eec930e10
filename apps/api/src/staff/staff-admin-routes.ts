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
import { changeStaffAccess, staffTeam } from './staff-accounts.js';
import { auditEventsOf } from './staff-audit.js';

export function staffAdminRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/ops-api/staff',
    {
      config: { permission: 'staff.manage' },
      schema: { response: { 200: staffListResponseSchema } },
    },
    async () => ({ staff: await staffTeam(db) }),
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/ops-api/staff/:id/${action}`,
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
          enabled,
          reason: request.body.reason,
          at: app.clock(),
        });
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/ops-api/audit',
    {
      config: { permission: 'audit.view' },
      schema: { querystring: staffAuditQuerySchema, response: { 200: staffAuditResponseSchema } },
    },
    async (request) => ({ events: await auditEventsOf(db, request.query) }),
  );
}
