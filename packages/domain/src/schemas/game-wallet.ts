// Hub88's Operator API (docs/product/games.md#seamless-wallet): `RS_*` statuses
// in an HTTP 200 answer, amounts in integer units of 1/100000 of the currency.
import { z } from 'zod';
import { toCents, type Cents } from '../money.js';

export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export const WALLET_SIGNATURE_HEADER = 'x-hub88-signature';
export const WALLET_CURRENCY = 'BRL';
/** Wallet amounts are integer units of 1/100000; the ledger's are cents (1/100). */
export const WALLET_UNITS_PER_CENT = 1000;

export function centsToWalletUnits(cents: Cents): number {
  return cents * WALLET_UNITS_PER_CENT;
}

/** Cents, or null when the amount is not a whole, non-negative number of cents. */
export function walletUnitsToCents(units: number): Cents | null {
  if (!Number.isSafeInteger(units) || units < 0 || units % WALLET_UNITS_PER_CENT !== 0) return null;
  return toCents(units / WALLET_UNITS_PER_CENT);
}

// Printable text only: PostgreSQL text refuses NUL, and no id needs a control character.
function printable(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) < 0x20) return false;
  return true;
}
const id = z.string().min(1).max(255).refine(printable);
const walletAmount = z.number().int().nonnegative();

export const userInfoRequestSchema = z.object({ user: id, request_uuid: id });
export const userBalanceRequestSchema = z.object({
  user: id,
  token: id.optional(),
  request_uuid: id,
  game_code: id.optional(),
});

const transactionBase = {
  user: id,
  transaction_uuid: id,
  supplier_transaction_id: id.optional(),
  token: id,
  round: id.optional(),
  round_closed: z.boolean().optional(),
  request_uuid: id,
  game_code: id,
  meta: z.record(z.string(), z.unknown()).nullable().optional(),
};

export const betRequestSchema = z.object({
  ...transactionBase,
  currency: z.string().min(3).max(8),
  amount: walletAmount,
  bet: z.string().max(255).refine(printable).nullable().optional(),
  is_free: z.boolean().optional(),
  reward_uuid: id.nullable().optional(),
});
export type BetRequest = z.infer<typeof betRequestSchema>;

export const winRequestSchema = betRequestSchema.extend({ reference_transaction_uuid: id });
export type WinRequest = z.infer<typeof winRequestSchema>;

export const rollbackRequestSchema = z.object({
  ...transactionBase,
  reference_transaction_uuid: id,
});
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const walletResponseSchema = z.object({
  status: z.enum(WALLET_STATUSES),
  request_uuid: z.string().nullable(),
  user: z.string().optional(),
  currency: z.literal(WALLET_CURRENCY).optional(),
  balance: z.number().int().nonnegative().optional(),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const gameUrlRequestSchema = z.object({
  user: id,
  token: id,
  operator_id: z.number().int(),
  game_code: id,
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  lang: z.string(),
  currency: z.literal(WALLET_CURRENCY),
  country: z.string().length(2),
  lobby_url: z.string(),
  ip: z.string(),
  sub_partner_id: z.string().optional(),
});
export type GameUrlRequest = z.infer<typeof gameUrlRequestSchema>;
export const gameUrlResponseSchema = z.object({ url: z.url() });

export const aggregatorGameSchema = z.object({
  game_code: id,
  name: z.string().trim().min(1).max(200),
  enabled: z.boolean(),
  category: z.string().trim().min(1).max(100),
  product: z.string().max(200).optional(),
  url_thumb: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  url_background: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  /** Hub88 sends it as a decimal string ("96.50") or a number. */
  rtp: z.union([z.number(), z.string()]).nullable().optional(),
});
export type AggregatorGame = z.infer<typeof aggregatorGameSchema>;
export const gameListResponseSchema = z.array(z.unknown());

export const dailyReportRequestSchema = z.object({
  operator_id: z.number().int().positive(),
  date: z.iso.date(),
});

const reportLineSchema = z.object({
  count: z.number().int().nonnegative(),
  amount: z.number().int().nonnegative(),
});

export const dailyReportSchema = z.object({
  date: z.iso.date(),
  currency: z.literal(WALLET_CURRENCY),
  bets: reportLineSchema,
  /** A lost round is closed by a win of 0. */
  wins: reportLineSchema,
  rollbacks: reportLineSchema,
});
export type DailyReport = z.infer<typeof dailyReportSchema>;
