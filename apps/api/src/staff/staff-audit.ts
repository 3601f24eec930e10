// Staff actions in the audit trail (docs/operations.md#audit-trail): who (the
// actor `staff:<id>`, the role and e-mail in the details), what (the action),
// on whom (the player's id), the reason and the request id, sealed by the
// hash chain like every other row. Back-office routes call auditStaffAction;
// the guard (staff-guard.ts) records refusals the same way.
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-trail.js';
import type { Queryable } from '../db/database.js';
import { actAs } from '../http/request-context.js';
import type { StaffIdentity } from './route-access.js';

export interface StaffAction {
  /** A stable word or two: player_blocked, adjustment_proposed, cpf_revealed... */
  action: string;
  /** The player the action is about, if any. */
  userId?: number | null;
  /** Why, as the staff member wrote it. */
  reason?: string | null;
  amountCents?: number;
  /** Anything else the row needs to be read alone; never a password, token or full CPF. */
  details?: Record<string, unknown>;
}

/** The actor string of a staff member in the audit trail. */
export const staffActor = (staffId: number): string => `staff:${String(staffId)}`;

/**
 * Records what a staff member did, inside the transaction of the change it
 * records (so both commit or neither), and acts as them for the rest of the
 * request, so the rows the change itself writes (a ledger entry, a
 * withdrawal released) name them too.
 */
export async function recordStaffAction(
  tx: Queryable,
  staff: StaffIdentity,
  action: StaffAction,
  at: number,
): Promise<void> {
  actAs(staffActor(staff.id));
  await recordAudit(tx, {
    userId: action.userId ?? null,
    category: 'staff',
    action: action.action,
    amountCents: action.amountCents,
    details: {
      ...action.details,
      staffId: staff.id,
      staffRole: staff.role,
      staffEmail: staff.email,
      ...(action.reason === undefined || action.reason === null ? {} : { reason: action.reason }),
    },
    at,
  });
}

/** recordStaffAction for the signed-in staff member; without `tx` the row is written alone. */
export function auditStaffAction(
  request: FastifyRequest,
  action: StaffAction,
  tx?: Queryable,
): Promise<void> {
  return recordStaffAction(tx ?? request.server.db, request.staff, action, request.server.clock());
}
