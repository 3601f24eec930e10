// The server keeps the alerts; the web app evaluates them against the live
// rounds it already receives.
import {
  alertParamsSchema,
  alertSchema,
  alertsResponseSchema,
  createAlertRequestSchema,
} from '@velas/domain/schemas/alerts';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addAlert, alertsOf, removeAlert } from './alerts.js';

export function alertRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const authenticated = { preValidation: app.authenticate };

  app.get(
    '/api/alerts',
    { ...authenticated, schema: { response: { 200: alertsResponseSchema } } },
    async (request) => ({ alerts: await alertsOf(db, request.userId) }),
  );

  app.post(
    '/api/alerts',
    {
      ...authenticated,
      schema: { body: createAlertRequestSchema, response: { 201: alertSchema } },
    },
    async (request, reply) => {
      const alert = await addAlert(db, { userId: request.userId, rule: request.body });
      return reply.status(201).send(alert);
    },
  );

  app.delete(
    '/api/alerts/:id',
    { ...authenticated, schema: { params: alertParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeAlert(db, { userId: request.userId, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
