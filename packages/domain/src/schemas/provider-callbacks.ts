// What providers send us (issue 14 §2); apps/api/README.md documents the
// signature headers and a replayable example of each.
import { z } from 'zod';

const eventId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);

/** POST /providers-api/payment/webhook: a Pix charge (our deposit id as txid) was paid. */
export const paymentWebhookSchema = z.object({
  event_id: eventId,
  type: z.literal('charge.paid'),
  charge_id: z.string().regex(/^[0-9a-f]{25}$/),
  amount_cents: z.int().positive(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

const verifiedDocument = z.string().regex(/^\d{11}$/);
const verifiedBirthDate = z.iso.date();

/**
 * POST /providers-api/kyc/callback: the verdict of a session, for the user it
 * was opened for. An approval carries the CPF and birth date of the person
 * the provider verified (docs/product.md#kyc): we approve only when that CPF
 * is the account's and the person is 18 or older.
 */
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

export const providerCallbackResponseSchema = z.object({ status: z.literal('accepted') });
export type ProviderCallbackResponse = z.infer<typeof providerCallbackResponseSchema>;
