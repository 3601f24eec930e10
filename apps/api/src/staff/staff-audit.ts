// Staff actions in the audit trail (docs/operations.md#audit-trail): who (the
// actor `staff:<id>`, the role and e-mail in the details), what (the action),
// on whom (the player's id), the reason and the request id, sealed by the
// hash chain like every other row. Back-office routes call auditStaffAction;
// the guard (staff-guard.ts) records refusals the same way.
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-trail.js';
import type { Queryable } from '../db/database.js';
import { actAs } from '../http/request-context.js';

export interface StaffAction {
  /** A stable word or two: player_blocked, adjustment_proposed, cpf_revealed... */
  action: string;
  /** The player the action is about, if any. */
  userId?: number;
  /** Why, as the staff member wrote it. */
  reason?: string;
  amountCents?: number;
  /** Anything else the row needs to be read alone; never a password, token or full CPF. */
  details?: Record<string, unknown>;
}

/** The actor string of a staff member in the audit trail. */
export const staffActor = (staffId: number): string => `staff:${String(staffId)}`;

/**
 * Records what the signed-in staff member did. Pass the transaction of the
 * change it records (so both commit or neither); without one it is written alone.
 */
export async function auditStaffAction(
  request: FastifyRequest,
  action: StaffAction,
  tx?: Queryable,
): Promise<void> {
  const { staff } = request;
  actAs(staffActor(staff.id));
  await recordAudit(tx ?? request.server.db, {
    userId: action.userId ?? null,
    category: 'staff',
    action: action.action,
    amountCents: action.amountCents,
    details: {
      ...action.details,
      staffId: staff.id,
      staffRole: staff.role,
      staffEmail: staff.email,
      ...(action.reason === undefined ? {} : { reason: action.reason }),
    },
    at: request.server.clock(),
  });
}
