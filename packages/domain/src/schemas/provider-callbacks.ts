// docs/api/providers.md documents the signature headers and an example of each.
import { z } from 'zod';
import { toCents } from '../money.js';

const eventId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);

/**
 * A payment naming no charge of ours (`***`, a BR Code's "no txid") is still
 * recorded and refunded, never refused (docs/api/money.md#refunds).
 */
export const paymentWebhookSchema = z.object({
  event_id: eventId,
  type: z.literal('charge.paid'),
  charge_id: z.string().regex(/^(?:[A-Za-z0-9]{1,35}|\*\*\*)$/),
  amount_cents: z.int().positive().transform(toCents),
  payment_id: eventId.optional(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

const verifiedDocument = z.string().regex(/^\d{11}$/);
const verifiedBirthDate = z.iso.date();

/** We approve only when the verified CPF is the account's and the person is 18 or older. */
export const kycCallbackSchema = z.discriminatedUnion('result', [
  z.object({
    event_id: eventId,
    session_id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    user_reference: z.string().regex(/^\d{1,12}$/),
    result: z.literal('approved'),
    verified_document: verifiedDocument,
    verified_birth_date: verifiedBirthDate,
  }),
  z.object({
    event_id: eventId,
    session_id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    user_reference: z.string().regex(/^\d{1,12}$/),
    result: z.literal('rejected'),
    verified_document: verifiedDocument.optional(),
    verified_birth_date: verifiedBirthDate.optional(),
  }),
]);
export type KycCallback = z.infer<typeof kycCallbackSchema>;

export const PAYOUT_RESULTS = ['paid', 'failed'] as const;
export type PayoutResult = (typeof PAYOUT_RESULTS)[number];

/**
 * Never reused, not even after a restore. Older payouts kept `saque-<id>` or
 * `devolucao-<id>`, and their callbacks may still come.
 */
export const payoutIdSchema = z.string().regex(/^(?:[0-9a-f]{32}|(?:saque|devolucao)-\d{1,12})$/);

export const payoutCallbackSchema = z.object({
  event_id: eventId,
  type: z.enum(['payout.paid', 'payout.failed']),
  payout_id: payoutIdSchema,
  amount_cents: z.int().positive().transform(toCents),
  reason: z.string().max(200).optional(),
});
export type PayoutCallback = z.infer<typeof payoutCallbackSchema>;

export const payoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('transfer'),
    payout_id: payoutIdSchema,
    amount_cents: z.int().positive().transform(toCents),
    pix_key_type: z.enum(['CPF', 'Telefone', 'Email']),
    pix_key: z.string().min(1).max(254),
  }),
  z.object({
    kind: z.literal('refund'),
    payout_id: payoutIdSchema,
    amount_cents: z.int().positive().transform(toCents),
    payment_id: eventId,
  }),
]);
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const providerCallbackResponseSchema = z.object({ status: z.literal('accepted') });
export type ProviderCallbackResponse = z.infer<typeof providerCallbackResponseSchema>;
