import { z } from 'zod';
import { CEP_LENGTH } from '../constants.js';
import { walletMessages } from '../messages/wallet.js';
import { centsAmount, emailAddress, personText } from './common.js';

export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document: z.object({ number: z.string() }),
  email: z.string(),
  phone: z.string(),
  nationality: z.string().default('Brasileiro'),
  gender: z.number().int().default(1),
  birthDate: z.string().nullable(),
  created_at: z.string(),
  status: z.string(),
  zipCode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  neighborhood: z.string().nullable(),
  number: z.string().nullable(),
  balance: centsAmount,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const cepField = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === CEP_LENGTH, {
    error: walletMessages.addressFieldsRequired,
  });

export const userUpdateRequestSchema = z.object({
  zipCode: cepField,
  number: personText(20).pipe(z.string().min(1, { error: walletMessages.addressFieldsRequired })),
  state: personText(2).optional(),
  city: personText(80).optional(),
  street: personText(160).optional(),
  neighborhood: personText(80).optional(),
  // The spec sends the whole profile; the rest is accepted and ignored.
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type UserUpdateRequest = z.input<typeof userUpdateRequestSchema>;

export const userUpdateResponseSchema = z.object({
  message: z.string(),
  profile: userProfileSchema,
});
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

export const secondSystemUserRequestSchema = z.object({
  name: personText(120),
  email: emailAddress,
  password: z.string().min(1).max(256),
  phone: z.string().max(20),
  role: z.literal('ROLE_APP'),
  cpf: z.string().max(14),
  /** Whole reais as the second system's string (the web sends `'1000'`); see SecondSystemBalanceUpdate. */
  firstBalance: z.string().regex(/^\d{1,9}$/),
});
export type SecondSystemUserRequest = z.input<typeof secondSystemUserRequestSchema>;

export const secondSystemUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  cpf: z.string(),
  /** Reais, as the second system keeps them; see SecondSystemBalanceUpdate. */
  firstBalance: z.number(),
});
export type SecondSystemUser = z.infer<typeof secondSystemUserSchema>;

/**
 * `firstBalance` is in reais, not cents: the second system's own figure
 * (docs/product/registration.md#second-system), which moves no money here.
 */
export const secondSystemBalanceUpdateSchema = z.object({
  firstBalance: z
    .number({ error: walletMessages.invalidBalance })
    .positive({ error: walletMessages.invalidBalance })
    .multipleOf(0.01, { error: walletMessages.invalidBalance })
    .max(10_000_000),
});
export type SecondSystemBalanceUpdate = z.infer<typeof secondSystemBalanceUpdateSchema>;
