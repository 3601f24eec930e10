import { z } from 'zod';
import { WITHDRAW_MINIMUM } from '../constants.js';
import { walletMessages } from '../messages/wallet.js';
import { centsAmount, positiveCents } from './common.js';

export const depositRequestSchema = z.object({ amount: positiveCents });
export type DepositRequest = z.input<typeof depositRequestSchema>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositSchema = z.object({
  id: z.string(),
  amount: centsAmount,
  status: z.enum(DEPOSIT_STATUSES),
  image: z.string(),
  code: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositResponseSchema = z.object({ data: depositSchema });
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** With the api's clock, so the app counts the time left without trusting the phone's. */
export const openDepositsResponseSchema = z.object({
  data: z.array(depositSchema),
  now: z.iso.datetime(),
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
  pixType: z.enum(PIX_KEY_TYPES, { error: walletMessages.pixKeyTypeInvalid }),
  pixKey: z.string().trim().min(1, { error: walletMessages.pixKeyRequired }).max(254),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** `review`: a brake held it before the provider (docs/api/money.md#brakes-on-money-out). */
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
  settledAt: z.iso.datetime().nullable(),
  reviewMessage: z.string().nullable(),
  timeline: z.array(withdrawalMomentSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** With the api's clock, so an age is not told from the phone's. */
export const withdrawalsResponseSchema = z.object({
  data: z.array(withdrawalSchema),
  now: z.iso.datetime(),
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;

export const withdrawalResponseSchema = z.object({ data: withdrawalSchema });
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

export const depositIdSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{25}$/, { error: walletMessages.depositNotFound }),
});
