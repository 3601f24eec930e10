import {
  statementCsvSchema,
  statementQuerySchema,
  statementResponseSchema,
} from '@velas/domain/schemas/statement';
import { statementCsv } from '@velas/domain/statement';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statementLinesForCsv, statementPage } from './statement.js';

const csvQuerySchema = statementQuerySchema.omit({ cursor: true, limit: true });

export function statementRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/statement',
    {
      preValidation: app.authenticate,
      schema: { querystring: statementQuerySchema, response: { 200: statementResponseSchema } },
    },
    (request) => statementPage(app.db, request.userId, request.query),
  );
  app.get(
    '/api/statement/csv',
    {
      preValidation: app.authenticate,
      schema: { querystring: csvQuerySchema, response: { 200: statementCsvSchema } },
    },
    async (request, reply) => {
      const lines = await statementLinesForCsv(app.db, request.userId, {
        ...request.query,
        limit: 0,
      });
      const plain: FastifyReply = reply;
      return plain
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="extrato.csv"')
        .send(statementCsv(lines));
    },
  );
}
