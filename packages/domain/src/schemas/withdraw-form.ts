// The first withdrawal of a profile without an address asks the address in the same form.
import { z } from 'zod';
import { isCompleteCep, onlyDigits } from '../documents.js';
import { walletMessages } from '../messages/wallet.js';
import { parseMoneyInput, toCents } from '../money.js';
import { PIX_KEY_TYPES, withdrawRequestSchema } from './wallet.js';

export const withdrawAmountTextSchema = z
  .string()
  .transform((text): number | null => parseMoneyInput(text))
  .pipe(withdrawRequestSchema.shape.amount)
  .transform(toCents);

export const addressFormSchema = z.object({
  cep: z
    .string()
    .refine(isCompleteCep, { error: walletMessages.addressFieldsRequired })
    .transform(onlyDigits),
  number: z.string().trim().min(1, { error: walletMessages.addressFieldsRequired }),
});

export const withdrawFormSchema = z.object({
  amount: withdrawAmountTextSchema,
  pixType: z.enum(PIX_KEY_TYPES),
});

export const firstWithdrawFormSchema = withdrawFormSchema.extend(addressFormSchema.shape);
