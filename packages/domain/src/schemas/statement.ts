// GET api/statement and the balance stream (docs/product/wallet.md#statement): every
// movement of the player's money, newest first, each with the balance right
// after it as the ledger recorded it, and the São Paulo days of the page
// with their subtotals. Pages follow a cursor (the last entry's id), so a
// movement arriving while the player scrolls never shifts a page.
import { z } from 'zod';
import { STATEMENT_KINDS } from '../statement-kinds.js';
import { centsAmount, integerText, queryDate, INT4_MAX } from './common.js';

export const STATEMENT_PAGE_SIZE = 50;
export const STATEMENT_MAX_PAGE_SIZE = 200;

export const statementQuerySchema = z.object({
  /** The id of the last line already shown: the next page starts below it. */
  cursor: integerText('Cursor inválido.').pipe(z.number().int().min(1).max(INT4_MAX)).optional(),
  limit: integerText(`O parâmetro limit deve estar entre 1 e ${String(STATEMENT_MAX_PAGE_SIZE)}.`)
    .pipe(z.number().int().min(1).max(STATEMENT_MAX_PAGE_SIZE))
    .default(STATEMENT_PAGE_SIZE),
  kind: z.enum(STATEMENT_KINDS, { error: 'Tipo de movimentação desconhecido.' }).optional(),
  from: queryDate.optional(),
  to: queryDate.optional(),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.enum(STATEMENT_KINDS),
  /** Signed cents: positive came in, negative went out. */
  amount: centsAmount,
  /** The account's balance right after this movement (the ledger's own figure). */
  balanceAfter: centsAmount,
  /** The line's words: the game and round, a withdrawal's state, why an adjustment. */
  detail: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementDaySchema = z.object({
  /** YYYY-MM-DD, São Paulo. */
  date: z.string(),
  /** What the whole day moved under the same filters, not only this page's lines. */
  total: centsAmount,
  count: z.number().int(),
  /**
   * The day as a bank app sums it: what came in (Pix deposits, returned
   * withdrawals, credits by the house), what went out (withdrawals, debits by
   * the house), both positive, and the games' result (prizes and returned
   * bets minus bets, signed). Null when the day had no such movement.
   */
  cameIn: centsAmount.nullable(),
  wentOut: centsAmount.nullable(),
  games: centsAmount.nullable(),
});
export type StatementDay = z.infer<typeof statementDaySchema>;

export const statementResponseSchema = z.object({
  /** The balance now: the newest line's balanceAfter when nothing is filtered out. */
  balance: centsAmount,
  lines: z.array(statementLineSchema),
  days: z.array(statementDaySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/** GET api/statement/csv: the statement as a CSV file's text. */
export const statementCsvSchema = z.string();

/** One `balance` event of GET api/balance/stream. */
export const balanceEventSchema = z.object({
  balance: centsAmount,
  /** The newest ledger entry the balance includes (0 before any): older events are stale. */
  entryId: z.number().int(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
