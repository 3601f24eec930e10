// The server keeps the alerts; the web app evaluates them against the live
// rounds it already receives.
import { alertsMessages } from '@velas/domain/messages/alerts';
import {
  ALERTS_PER_USER,
  alertParamsSchema,
  alertSchema,
  alertsResponseSchema,
  createAlertRequestSchema,
} from '@velas/domain/schemas/alerts';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound, Refused } from '#/domain-errors.js';
import { deleteAlert, insertAlert, listAlerts } from './alerts-repository.js';

export function alertRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const authenticated = { preValidation: app.authenticate };

  app.get(
    '/api/alerts',
    { ...authenticated, schema: { response: { 200: alertsResponseSchema } } },
    async (request) => ({ alerts: await listAlerts(db, request.userId) }),
  );

  app.post(
    '/api/alerts',
    {
      ...authenticated,
      schema: { body: createAlertRequestSchema, response: { 201: alertSchema } },
    },
    async (request, reply) => {
      const alert = await db.transaction((tx) =>
        insertAlert(tx, request.userId, request.body, ALERTS_PER_USER),
      );
      if (alert === null) throw new Refused(alertsMessages.alertLimitReached);
      return reply.status(201).send(alert);
    },
  );

  app.delete(
    '/api/alerts/:id',
    { ...authenticated, schema: { params: alertParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      if (!(await deleteAlert(db, request.userId, request.params.id)))
        throw new NotFound(alertsMessages.alertNotFound);
      return reply.status(204).send(null);
    },
  );
}
