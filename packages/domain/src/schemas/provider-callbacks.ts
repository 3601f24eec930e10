// What providers send us (docs/architecture.md#abuse-limits); docs/api/providers.md documents the
// signature headers and a replayable example of each.
import { z } from 'zod';
import { toCents } from '../money.js';

const eventId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);

/**
 * POST /providers-api/payment/webhook: a Pix charge (our deposit id as txid) was paid.
 * `charge_id` is any Pix txid (1 to 35 letters and digits), or `***`, a BR
 * Code's "no txid" (a payment to the key itself): a payment naming no charge
 * of ours is still recorded and refunded, never refused
 * (docs/api/money.md#refunds).
 */
export const paymentWebhookSchema = z.object({
  event_id: eventId,
  type: z.literal('charge.paid'),
  charge_id: z.string().regex(/^(?:[A-Za-z0-9]{1,35}|\*\*\*)$/),
  amount_cents: z.int().positive().transform(toCents),
  /**
   * The provider's id of this payment (the Pix end-to-end id): what a refund
   * returns. Unset, the event id stands for it.
   */
  payment_id: eventId.optional(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

const verifiedDocument = z.string().regex(/^\d{11}$/);
const verifiedBirthDate = z.iso.date();

/**
 * POST /providers-api/kyc/callback: the verdict of a session, for the user it
 * was opened for. An approval carries the CPF and birth date of the person
 * the provider verified (docs/product/kyc.md#kyc): we approve only when that CPF
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

export const PAYOUT_RESULTS = ['paid', 'failed'] as const;
export type PayoutResult = (typeof PAYOUT_RESULTS)[number];

/**
 * Our payout ids: a UUIDv7 as 32 lowercase hex digits (apps/api/src/payouts/payout-ids.ts),
 * never reused, not even after a restore. Payouts made before that kept
 * `saque-<withdrawal id>` or `devolucao-<received payment id>`, and their
 * callbacks may still come.
 */
export const payoutIdSchema = z.string().regex(/^(?:[0-9a-f]{32}|(?:saque|devolucao)-\d{1,12})$/);

/**
 * POST /providers-api/payout/callback: the payout provider's verdict on a
 * payout we requested (docs/api/providers.md#payout-provider).
 */
export const payoutCallbackSchema = z.object({
  event_id: eventId,
  type: z.enum(['payout.paid', 'payout.failed']),
  payout_id: payoutIdSchema,
  amount_cents: z.int().positive().transform(toCents),
  /** Why it failed, in the provider's words; kept for the operator. */
  reason: z.string().max(200).optional(),
});
export type PayoutCallback = z.infer<typeof payoutCallbackSchema>;

/**
 * What we send the payout provider: POST {baseUrl}/payouts with
 * `Idempotency-Key: <payout_id>`. A withdrawal goes to the player's Pix key;
 * a refund returns a received payment to whoever paid it.
 */
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
