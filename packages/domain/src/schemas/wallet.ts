// Pix deposits and withdrawals (docs/product/wallet.md#wallet-deposits, #wallet-withdrawals,
// docs/product/platform.md#money-input-and-errors).
import { z } from 'zod';
import { WITHDRAW_MINIMUM } from '../constants.js';
import { walletMessages } from '../messages/wallet.js';
import { centsAmount, positiveCents } from './common.js';

export const depositRequestSchema = z.object({ amount: positiveCents });
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** `cancelled`: a pause or self-exclusion closed the charge (docs/product/wallet.md#wallet-deposits). */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositSchema = z.object({
  id: z.string(),
  amount: centsAmount,
  status: z.enum(DEPOSIT_STATUSES),
  /** base64 PNG of the Pix QR (no data: prefix). */
  image: z.string(),
  /** The copy-and-paste Pix BR Code. */
  code: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositResponseSchema = z.object({ data: depositSchema });
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/**
 * GET /api/deposits/open: the player's own charges still pending and not yet
 * expired, newest first, with the api's clock so the app counts the time left
 * without trusting the phone's (docs/product/wallet.md#wallet-deposits).
 */
export const openDepositsResponseSchema = z.object({
  data: z.array(depositSchema),
  now: z.iso.datetime(),
  /** The smallest amount a new charge may have (the operator's, or R$ 10,00). */
  minimum: centsAmount,
});
export type OpenDepositsResponse = z.infer<typeof openDepositsResponseSchema>;

export const PIX_KEY_TYPES = ['CPF', 'Telefone', 'Email'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const withdrawRequestSchema = z.object({
  amount: z
    .number({ error: walletMessages.withdrawAmountRequired })
    .int({ error: walletMessages.withdrawAmountRequired })
    .min(WITHDRAW_MINIMUM, { error: walletMessages.withdrawMinimum })
    .max(1_000_000_000, { error: walletMessages.withdrawFailed }),
  pixType: z.enum(PIX_KEY_TYPES, { error: 'Tipo de chave Pix inválido.' }),
  pixKey: z.string().trim().min(1, { error: 'Chave Pix obrigatória.' }).max(254),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/**
 * A withdrawal is a request to the payout provider: `processing` until its
 * signed callback says `paid` or `failed` (the money then back on the
 * balance) (docs/product/wallet.md#wallet-withdrawals). `review` ("Em análise"): a
 * brake held it before it reached the provider; a person releases it
 * (processing) or returns its money (failed) (docs/api/money.md#brakes-on-money-out).
 */
export const WITHDRAWAL_STATUSES = ['processing', 'review', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  balance: centsAmount,
  status: z.enum(WITHDRAWAL_STATUSES),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/**
 * The steps of a withdrawal's timeline (docs/product/wallet.md#wallet-withdrawals):
 * solicitado, em análise (only when a brake held it), enviado (the payout
 * provider accepted it), then pago or devolvido (the money back on the balance).
 */
export const WITHDRAWAL_STEPS = ['requested', 'review', 'sent', 'paid', 'returned'] as const;
export type WithdrawalStep = (typeof WITHDRAWAL_STEPS)[number];

export const withdrawalMomentSchema = z.object({
  step: z.enum(WITHDRAWAL_STEPS),
  at: z.iso.datetime(),
});
export type WithdrawalMoment = z.infer<typeof withdrawalMomentSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: centsAmount,
  pixType: z.enum(PIX_KEY_TYPES),
  pixKey: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.iso.datetime(),
  /** When the provider said paid or failed; null while processing. */
  settledAt: z.iso.datetime().nullable(),
  /** Why it is `review`, in the player's words; null otherwise. */
  reviewMessage: z.string().nullable(),
  /** The steps reached so far, oldest first, each with the api's moment. */
  timeline: z.array(withdrawalMomentSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * GET /api/withdraws: the player's latest withdrawals, newest first, with the
 * api's clock, so a withdrawal's age is told from the api's moments and not
 * the phone's clock (docs/product/wallet.md#wallet-withdrawals).
 */
export const withdrawalsResponseSchema = z.object({
  data: z.array(withdrawalSchema),
  now: z.iso.datetime(),
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;

export const withdrawalResponseSchema = z.object({ data: withdrawalSchema });
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/** The path of one deposit: its 25 hex digits; any other shape answers "deposit not found". */
export const depositIdSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{25}$/, { error: walletMessages.depositNotFound }),
});
