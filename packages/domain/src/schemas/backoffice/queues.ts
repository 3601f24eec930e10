import { z } from 'zod';
import { centsAmount } from '../common.js';
import { ageFields, doneSchema, staffReason } from './common.js';
import { proposedSchema } from './proposals.js';

export const heldWithdrawalsResponseSchema = z.strictObject({
  withdrawals: z.array(
    z.strictObject({
      id: z.number().int(),
      userId: z.number().int(),
      amountCents: centsAmount,
      state: z.string(),
      reviewReason: z.string(),
      /** The four-eyes rule: released only through a proposal. */
      needsTwo: z.boolean(),
      ...ageFields,
    }),
  ),
  wins: z.array(
    z.strictObject({
      id: z.number().int(),
      userId: z.number().int(),
      game: z.string().nullable(),
      betCents: centsAmount,
      amountCents: centsAmount,
      limitCents: centsAmount,
      state: z.string(),
      needsTwo: z.boolean(),
      ...ageFields,
    }),
  ),
});

export const decisionSchema = z.enum(['release', 'return']);
export const decisionRequestSchema = z.strictObject({
  decision: decisionSchema,
  reason: staffReason,
});

export const stuckPayoutsResponseSchema = z.strictObject({
  payouts: z.array(
    z.strictObject({
      id: z.string(),
      userId: z.number().int().nullable(),
      withdrawalId: z.number().int().nullable(),
      amountCents: centsAmount,
      state: z.string(),
      /** Requested 100 minutes ago or more: near or past the 2-hour deadline. */
      late: z.boolean(),
      requestedAt: z.iso.datetime(),
      ...ageFields,
    }),
  ),
});
export const payoutActionSchema = z.enum(['resend', 'return']);
export const payoutActionRequestSchema = z.strictObject({
  action: payoutActionSchema,
  reason: staffReason,
});
export const payoutActionResponseSchema = z.strictObject({
  state: z.enum(['queued', 'sent', 'paid', 'failed']),
});

export const uncreditedPaymentsResponseSchema = z.strictObject({
  payments: z.array(
    z.strictObject({
      id: z.number().int(),
      paymentId: z.string(),
      chargeId: z.string(),
      userId: z.number().int().nullable(),
      amountCents: centsAmount,
      /** Why it was not credited: late, duplicate, cancelled, amount_mismatch, unknown_charge. */
      state: z.string(),
      refundPayoutId: z.string().nullable(),
      refundState: z.string().nullable(),
      refundFailure: z.string().nullable(),
      ...ageFields,
    }),
  ),
});
export const refundResendResponseSchema = z.strictObject({
  refundPayoutId: z.string(),
  refundState: z.string(),
});

export const cpfClaimsQueueResponseSchema = z.strictObject({
  claims: z.array(
    z.strictObject({
      id: z.number().int(),
      cpfMasked: z.string(),
      claimantId: z.number().int(),
      claimantEmail: z.string(),
      releasedId: z.number().int(),
      releasedEmail: z.string(),
      heldBalanceCents: centsAmount,
      amountCents: centsAmount,
      state: z.string(),
      note: z.string().nullable(),
      ...ageFields,
    }),
  ),
});
export const cpfClaimDecisionRequestSchema = z.strictObject({
  decision: z.enum(['dispute', 'settle']),
  note: staffReason,
});

export const kycQueueResponseSchema = z.strictObject({
  results: z.array(
    z.strictObject({
      userId: z.number().int(),
      email: z.string(),
      state: z.enum(['cpf_mismatch', 'provider']),
      ...ageFields,
    }),
  ),
});
export const kycDecisionRequestSchema = z.strictObject({
  /** keep: the rejection stands; retry: the player may verify again. */
  decision: z.enum(['keep', 'retry']),
  reason: staffReason,
});

export const queueActionResponseSchema = z.union([
  doneSchema,
  payoutActionResponseSchema,
  refundResendResponseSchema,
  proposedSchema,
]);
export type QueueActionResponse = z.infer<typeof queueActionResponseSchema>;
