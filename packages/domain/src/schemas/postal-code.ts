import { z } from 'zod';
import { walletMessages } from '../messages/wallet.js';

export const viaCepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export const viaCepNotFoundSchema = z.object({ erro: z.literal(true) });
export const viaCepResponseSchema = z.union([viaCepAddressSchema, viaCepNotFoundSchema]);
export type ViaCepAddress = z.infer<typeof viaCepAddressSchema>;
export type ViaCepResponse = z.infer<typeof viaCepResponseSchema>;

export const cepPathSchema = z.object({
  cep: z.string().regex(/^\d{8}$/, { error: walletMessages.cepInvalid }),
});
