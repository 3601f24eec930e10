// Production has no outbox: its e-mails leave through the operator's provider.
import {
  demoOutboxQuerySchema,
  demoOutboxResponseSchema,
} from '@velas/domain/schemas/account-security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DemoOutbox } from '#/providers/email.js';

export function demoOutboxRoutes(
  instance: FastifyInstance,
  { outbox }: { outbox: DemoOutbox },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/demo/outbox',
    { schema: { querystring: demoOutboxQuerySchema, response: { 200: demoOutboxResponseSchema } } },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = outbox.messagesTo(request.query.email).map((message) => ({
        ...message,
        sentAt: new Date(message.sentAt).toISOString(),
      }));
      return { data };
    },
  );
}
