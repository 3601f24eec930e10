// Pages follow a cursor (the last entry's id), so a movement arriving while
// the player scrolls never shifts a page.
import { z } from 'zod';
import { fill } from '../messages/sentences.js';
import { walletMessages } from '../messages/wallet.js';
import { STATEMENT_KINDS } from '../statement-kinds.js';
import { centsAmount, integerText, queryDate, INT4_MAX } from './common.js';

export const STATEMENT_PAGE_SIZE = 50;
export const STATEMENT_MAX_PAGE_SIZE = 200;

export const statementQuerySchema = z.object({
  cursor: integerText(walletMessages.statementCursorInvalid)
    .pipe(z.number().int().min(1).max(INT4_MAX))
    .optional(),
  limit: integerText(fill(walletMessages.statementLimitRange, { maximo: STATEMENT_MAX_PAGE_SIZE }))
    .pipe(z.number().int().min(1).max(STATEMENT_MAX_PAGE_SIZE))
    .default(STATEMENT_PAGE_SIZE),
  kind: z.enum(STATEMENT_KINDS, { error: walletMessages.statementKindUnknown }).optional(),
  from: queryDate.optional(),
  to: queryDate.optional(),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.enum(STATEMENT_KINDS),
  amount: centsAmount,
  balanceAfter: centsAmount,
  detail: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementDaySchema = z.object({
  date: z.string(),
  total: centsAmount,
  count: z.number().int(),
  /** Both positive; the games' result signed. Null when the day had no such movement. */
  cameIn: centsAmount.nullable(),
  wentOut: centsAmount.nullable(),
  games: centsAmount.nullable(),
});
export type StatementDay = z.infer<typeof statementDaySchema>;

export const statementResponseSchema = z.object({
  balance: centsAmount,
  lines: z.array(statementLineSchema),
  days: z.array(statementDaySchema),
  nextCursor: z.number().int().nullable(),
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

export const statementCsvSchema = z.string();

/** One `balance` event of GET api/balance/stream. */
export const balanceEventSchema = z.object({
  balance: centsAmount,
  /** The newest ledger entry the balance includes (0 before any): older events are stale. */
  entryId: z.number().int(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
