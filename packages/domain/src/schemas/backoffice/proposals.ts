// The four-eyes rule gives two people: one proposes, a different one approves.
import { z } from 'zod';
import { MAX_INPUT_CENTS, toCents } from '../../money.js';
import { staffMessages } from '../../staff/staff-messages.js';
import { centsAmount, int4IdInBody } from '../common.js';
import { staffReason } from './common.js';

/** A proposal waits this long for its approval, then expires. */
export const PROPOSAL_TTL_MS = 24 * 60 * 60 * 1000;

export const adjustmentRequestSchema = z.strictObject({
  userId: int4IdInBody,
  /** Signed cents: a credit above zero, a debit below. */
  amountCents: z
    .number()
    .int()
    .max(MAX_INPUT_CENTS)
    .refine((value) => value !== 0 && Math.abs(value) <= MAX_INPUT_CENTS, {
      error: staffMessages.staffAdjustmentAmount,
    })
    .transform(toCents),
  reason: staffReason,
});

export const proposedSchema = z.strictObject({ id: z.number().int() });

export const releaseProposalRequestSchema = z.strictObject({ reason: staffReason });

export const proposalSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['adjustment', 'withdrawal_release', 'win_release']),
  userId: z.number().int(),
  amountCents: centsAmount,
  withdrawalId: z.number().int().nullable(),
  /** The held win a win_release releases. */
  heldWinId: z.number().int().nullable(),
  reason: z.string(),
  proposedBy: z.number().int(),
  proposedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['pending', 'applied', 'rejected', 'expired']),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalsResponseSchema = z.strictObject({ proposals: z.array(proposalSchema) });
