// Building blocks of the back office's requests and answers
// (docs/operations/back-office-queues.md#back-office-queues-and-actions).
import { z } from 'zod';
import { staffMessages } from '../../staff/staff-messages.js';

/** Why a staff member acts or reveals: kept in the audit trail. */
export const staffReason = z
  .string({ error: staffMessages.staffReasonRequired })
  .trim()
  .min(1, { error: staffMessages.staffReasonRequired })
  .max(2_000, { error: staffMessages.staffReasonRequired });

export const reasonBodySchema = z.strictObject({ reason: staffReason });

/** A numeric id in the path. */
export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** An item of a queue: how long it has waited, oldest first. */
export const ageFields = {
  createdAt: z.iso.datetime(),
  ageSeconds: z.number().int().nonnegative(),
};

export const doneSchema = z.strictObject({ ok: z.literal(true) });
