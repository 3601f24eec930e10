import { z } from 'zod';
import { permissions, staffRoles } from '../../staff/permissions.js';
import { staffMessages } from '../../staff/staff-messages.js';
import { auditEventSchema } from '../audit.js';
import { int4Id } from '../common.js';
import { staffReason } from './common.js';

export const staffRoleSchema = z.enum(staffRoles);
export const permissionSchema = z.enum(permissions);

export const totpCodeSchema = z.string().regex(/^\d{6}$/);

export const staffSignInBodySchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
});
export const staffSignInResponseSchema = z.object({ step: z.literal('totp') });

/** One of the two: a code of the app, or one unused recovery code. */
export const staffTotpBodySchema = z.union([
  z.object({ code: totpCodeSchema }),
  z.object({ recoveryCode: z.string().min(8).max(64) }),
]);

export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  permissions: z.array(permissionSchema),
});

export const staffEnrolmentStartBodySchema = z.object({
  token: z.string().min(1).max(128),
  password: z.string().min(1).max(256),
});
export const staffEnrolmentStartResponseSchema = z.object({
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export const staffEnrolmentFinishBodySchema = z.object({
  token: z.string().min(1).max(128),
  code: totpCodeSchema,
});
export const staffEnrolmentFinishResponseSchema = z.object({
  /** Shown once: each works once in place of a code. */
  recoveryCodes: z.array(z.string()),
  staff: staffMeSchema,
});

export const staffSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export const staffListResponseSchema = z.object({ staff: z.array(staffSummarySchema) });

/** A four-eyes proposal: the enrolment link goes to this address only, never to either admin. */
export const staffCreateBodySchema = z.object({
  email: z.email().max(254),
  role: staffRoleSchema,
  reason: staffReason,
});
export const staffCreateResponseSchema = z.object({
  /** The proposal's id: nothing exists until another admin approves it. */
  proposalId: z.number().int(),
  expiresAt: z.string(),
});

export const staffAccountProposalSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  reason: z.string(),
  proposedBy: z.number().int(),
  proposedAt: z.string(),
  expiresAt: z.string(),
});
export const staffAccountProposalsResponseSchema = z.object({
  proposals: z.array(staffAccountProposalSchema),
});
export const staffAccountApprovedSchema = z.object({
  staffId: z.number().int(),
  email: z.string(),
});
export type StaffAccountProposal = z.infer<typeof staffAccountProposalSchema>;

export const staffIdParamsSchema = z.object({ id: int4Id() });
export const staffReasonBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const staffAuditQuerySchema = z
  .object({
    staffId: int4Id().optional(),
    userId: int4Id().optional(),
    /** The last id of the previous page; 0 from the start. */
    after: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
  })
  .refine((query) => query.staffId !== undefined || query.userId !== undefined, {
    error: staffMessages.staffAuditSubjectRequired,
  });
export const staffAuditResponseSchema = z.object({ events: z.array(auditEventSchema) });

export type StaffMe = z.infer<typeof staffMeSchema>;
export type StaffSummary = z.infer<typeof staffSummarySchema>;
