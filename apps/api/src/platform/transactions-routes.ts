import {
  transactionsQuerySchema,
  transactionsResponseSchema,
  type Transaction,
} from '@velas/domain/schemas/transactions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findEntryPage, type EntryRow } from './transactions-repository.js';

function toTransaction(row: EntryRow): Transaction {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    amount: row.amountCents,
    type: row.kind,
    status: row.status,
    source:
      row.kind === 'CasinoTransaction'
        ? { casino_game: row.gameName === null ? null : { name: row.gameName } }
        : null,
  };
}

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
      const page = await findEntryPage(app.db, {
        userId: request.userId,
        source: query.source ?? null,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        id: request.userId,
        page: query.page,
        per_page: query.per_page,
        total: page.total,
        data: page.rows.map(toTransaction),
      };
    },
  );
}
