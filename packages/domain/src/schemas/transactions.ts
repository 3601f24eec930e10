import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { commonMessages } from '../messages/common.js';
import { centsAmount, queryInt } from './common.js';

export const TRANSACTION_SOURCES = ['CasinoTransaction', 'Withdraw', 'Deposit'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/**
 * The statuses a new ledger entry of each kind is written with
 * (apps/api/src/money/ledger.ts takes only these pairs). The demo's seeded
 * play is `completed`; a Pix out paid at once (the demo's, the tests') `paid`.
 */
export const LEDGER_ENTRY_STATUSES = {
  Deposit: ['paid', 'adjustment'],
  Withdraw: ['processing', 'paid', 'reversed', 'adjustment'],
  CasinoTransaction: ['bet', 'win', 'rollback', 'completed'],
} as const satisfies Record<TransactionSource, readonly string[]>;

/**
 * The statuses the transactions list shows per kind: the entry's own, with
 * older game words read as today's codes, or a withdrawal's state now
 * (processing, review, paid, failed). The demo's first seed wrote its
 * withdrawals `completed`, and the append-only ledger keeps them
 * (docs/api/money.md#ledger-statuses).
 */
export const TRANSACTION_STATUSES = {
  Deposit: [...LEDGER_ENTRY_STATUSES.Deposit],
  Withdraw: [...LEDGER_ENTRY_STATUSES.Withdraw, 'review', 'failed', 'completed'],
  CasinoTransaction: [...LEDGER_ENTRY_STATUSES.CasinoTransaction],
} as const satisfies Record<TransactionSource, readonly string[]>;

type KindStatusPairs<Statuses extends Record<TransactionSource, readonly string[]>> = {
  [Kind in TransactionSource]: { kind: Kind; status: Statuses[Kind][number] };
}[TransactionSource];

/** A kind with a status it may be written with: an impossible pair does not compile. */
export type LedgerEntryKindStatus = KindStatusPairs<typeof LEDGER_ENTRY_STATUSES>;
/** A kind with a status the transactions list may show for it. */
export type TransactionKindStatus = KindStatusPairs<typeof TRANSACTION_STATUSES>;
/** Any status the list shows, whatever the kind: what a screen puts in words. */
export type LedgerStatus = TransactionKindStatus['status'];

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

const transactionFields = {
  id: z.number().int(),
  created_at: z.string(),
  amount: centsAmount,
};
const transactionSource = z
  .object({ casino_game: z.object({ name: z.string() }).nullable() })
  .nullable();

/** One entry as the list sends it: `type` is the kind and picks the statuses `status` may be. */
export const transactionSchema = z.discriminatedUnion('type', [
  z.object({
    ...transactionFields,
    type: z.literal('CasinoTransaction'),
    status: z.enum(TRANSACTION_STATUSES.CasinoTransaction),
    source: transactionSource,
  }),
  z.object({
    ...transactionFields,
    type: z.literal('Withdraw'),
    status: z.enum(TRANSACTION_STATUSES.Withdraw),
    source: transactionSource,
  }),
  z.object({
    ...transactionFields,
    type: z.literal('Deposit'),
    status: z.enum(TRANSACTION_STATUSES.Deposit),
    source: transactionSource,
  }),
]);
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.object({
  id: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  data: z.array(transactionSchema),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
