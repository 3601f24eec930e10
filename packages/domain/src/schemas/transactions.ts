import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { commonMessages } from '../messages/common.js';
import { centsAmount, queryInt } from './common.js';

export const TRANSACTION_SOURCES = ['CasinoTransaction', 'Withdraw', 'Deposit'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/**
 * Older game entries were stored with pt-BR words; the append-only ledger
 * keeps them and the api reads them as these codes.
 */
export const LEDGER_STATUSES = [
  'paid',
  'processing',
  'review',
  'failed',
  'reversed',
  'completed',
  'adjustment',
  'bet',
  'win',
  'rollback',
] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const transactionsQuerySchema = z.object({
  page: queryInt(1, 1_000_000, commonMessages.transactionsPageRequired),
  per_page: queryInt(1, DEFAULT_PAGE_SIZE, commonMessages.transactionsPerPageRange).default(
    DEFAULT_PAGE_SIZE,
  ),
  source: z
    .enum(TRANSACTION_SOURCES, { error: commonMessages.transactionsSourceUnknown })
    .optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  amount: centsAmount,
  type: z.enum(TRANSACTION_SOURCES),
  status: z.enum(LEDGER_STATUSES),
  source: z.object({ casino_game: z.object({ name: z.string() }).nullable() }).nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.object({
  id: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  data: z.array(transactionSchema),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
