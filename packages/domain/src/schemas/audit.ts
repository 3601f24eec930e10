import { z } from 'zod';
import { centsAmount } from './common.js';

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  actor: z.string(),
  category: z.enum(['money', 'identity', 'limits', 'pause', 'exclusion', 'closure', 'staff']),
  action: z.string(),
  amountCents: centsAmount.nullable(),
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});

export type AuditEvent = z.infer<typeof auditEventSchema>;
