// The withdrawal form as typed (docs/product/wallet.md#wallet-withdrawals,
// #wallet-address-and-postal-code): the text of each field held to the api's
// own rules before any call, each refusal in the spec's words. The first
// withdrawal of a profile without an address asks the address in the same
// form, so its schema is the two together, the amount's issue first.
import { z } from 'zod';
import { isCompleteCep, onlyDigits } from '../documents.js';
import { walletMessages } from '../messages/wallet.js';
import { parseMoneyInput, toCents } from '../money.js';
import { PIX_KEY_TYPES, withdrawRequestSchema } from './wallet.js';

/** The amount typed ("1.234,56") in cents, to the request's rule: required, at least R$ 30,00. */
export const withdrawAmountTextSchema = z
  .string()
  .transform((text): number | null => parseMoneyInput(text))
  .pipe(withdrawRequestSchema.shape.amount)
  .transform(toCents);

/** CEP (8 digits, masked or not) and Número: either missing is `Preencha o CEP e o Número corretamente.`. */
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

/** The first withdrawal: the amount, then the address it saves right before withdrawing. */
export const firstWithdrawFormSchema = withdrawFormSchema.extend(addressFormSchema.shape);
