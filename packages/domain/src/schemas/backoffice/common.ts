import { z } from 'zod';
import { staffMessages } from '../../staff/staff-messages.js';
import { int4Id } from '../common.js';

/** Why a staff member acts or reveals: kept in the audit trail. */
export const staffReason = z
  .string({ error: staffMessages.staffReasonRequired })
  .trim()
  .min(1, { error: staffMessages.staffReasonRequired })
  .max(2_000, { error: staffMessages.staffReasonRequired });

export const reasonBodySchema = z.strictObject({ reason: staffReason });

export const idParamsSchema = z.strictObject({ id: int4Id() });

export const ageFields = {
  createdAt: z.iso.datetime(),
  ageSeconds: z.number().int().nonnegative(),
};

export const doneSchema = z.strictObject({ ok: z.literal(true) });
