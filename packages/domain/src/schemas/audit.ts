// GET /ops-api/audit: the operator reads one player's audit trail
// (docs/operations.md#audit-trail).
import { z } from 'zod';

export const auditQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  /** The last id of the previous page; 0 from the start. */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  actor: z.string(),
  category: z.enum(['money', 'identity', 'limits', 'pause', 'exclusion', 'closure', 'staff']),
  action: z.string(),
  amountCents: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});

export const auditResponseSchema = z.object({ events: z.array(auditEventSchema) });
export type AuditEvent = z.infer<typeof auditEventSchema>;
