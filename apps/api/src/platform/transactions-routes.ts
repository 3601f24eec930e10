import {
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@velas/domain/schemas/transactions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactionsPage } from './transactions.js';

export function transactionsRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/transactions',
    {
      preValidation: app.authenticate,
      schema: {
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { total, data } = await transactionsPage(app.db, {
        userId: request.userId,
        source: query.source ?? null,
        page: query.page,
        perPage: query.per_page,
      });
      return { id: request.userId, page: query.page, per_page: query.per_page, total, data };
    },
  );
}
