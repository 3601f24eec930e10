// GET api/transactions?page=&per_page=&source= (spec §7): the user's ledger, newest first.
import type { FastifyInstance } from 'fastify';
import type { Cents } from '@velas/domain/money';
import {
  transactionsQuerySchema,
  type Transaction,
  type TransactionSource,
  type TransactionsResponse,
} from '@velas/domain/schemas/transactions';
import { validate } from '../http/validate.js';

interface EntryRow {
  id: number;
  created_at: Date;
  amount_cents: number;
  kind: TransactionSource;
  status: string;
  game_name: string | null;
  total: number;
}

function toTransaction(row: EntryRow): Transaction {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    amount: row.amount_cents as Cents,
    type: row.kind,
    status: row.status,
    source:
      row.kind === 'CasinoTransaction'
        ? { casino_game: row.game_name === null ? null : { name: row.game_name } }
        : null,
  };
}

export function transactionsRoutes(app: FastifyInstance): void {
  app.get(
    '/api/transactions',
    { preHandler: app.authenticate },
    async (request): Promise<TransactionsResponse> => {
      const query = validate(transactionsQuerySchema, request.query);
      const { rows } = await app.db.query<EntryRow>(
        `SELECT id, created_at, amount_cents, kind, status, game_name, count(*) OVER ()::int AS total
       FROM ledger_entries
       WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)
       ORDER BY created_at DESC, id DESC
       LIMIT $3 OFFSET $4`,
        [request.userId, query.source ?? null, query.per_page, (query.page - 1) * query.per_page],
      );
      const total =
        rows[0]?.total ??
        (
          await app.db.query<{ total: number }>(
            'SELECT count(*)::int AS total FROM ledger_entries WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)',
            [request.userId, query.source ?? null],
          )
        ).rows[0]?.total ??
        0;
      return {
        id: request.userId,
        page: query.page,
        per_page: query.per_page,
        total,
        data: rows.map(toTransaction),
      };
    },
  );
}
