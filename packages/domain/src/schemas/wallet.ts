// Pix deposits and withdrawals (docs/product.md#wallet-deposits, #wallet-withdrawals,
// #money-input-and-errors).
import { z } from 'zod';
import { WITHDRAW_MINIMUM } from '../constants.js';
import { messages } from '../messages.js';
import { centsAmount, positiveCents } from './common.js';

export const depositRequestSchema = z.object({ amount: positiveCents });
export type DepositRequest = z.input<typeof depositRequestSchema>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired'] as const;
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

export const PIX_KEY_TYPES = ['CPF', 'Telefone', 'Email'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const withdrawRequestSchema = z.object({
  amount: z
    .number({ error: messages.withdrawAmountRequired })
    .int({ error: messages.withdrawAmountRequired })
    .min(WITHDRAW_MINIMUM, { error: messages.withdrawMinimum })
    .max(1_000_000_000, { error: messages.withdrawFailed }),
  pixType: z.enum(PIX_KEY_TYPES, { error: 'Tipo de chave Pix inválido.' }),
  pixKey: z.string().trim().min(1, { error: 'Chave Pix obrigatória.' }).max(254),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

export const withdrawResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  balance: centsAmount,
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;
