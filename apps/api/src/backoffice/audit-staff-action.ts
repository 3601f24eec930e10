// Everything a staff member does or reveals leaves an audit row in the change's
// own transaction (docs/operations.md#audit-trail): who (staff id and role),
// what, on whom, the reason and the request id. It goes through the same
// table and hash chain as every other row, so `audit verify` covers it. The
// request is then acted as the staff member, so the rows the change itself
// writes (a ledger entry, a withdrawal released) name them too.
import type { Queryable } from '../db/database.js';
import { recordStaffAction } from '../staff/staff-audit.js';
import type { StaffMember } from './staff.js';

export interface StaffAction {
  staff: StaffMember;
  /** What was done, in a stable word or two: player_blocked, player_revealed, adjustment_proposed... */
  action: string;
  /** The player it concerns; null for an item without one (a payment of an unknown charge). */
  userId: number | null;
  reason?: string | null;
  amountCents?: number;
  /** Never a full CPF, a birth date or a secret: a reveal records which fields, not their values. */
  details?: Record<string, unknown>;
  at: number;
}

/** Must run inside the transaction of the change it records. */
export function auditStaffAction(tx: Queryable, event: StaffAction): Promise<void> {
  const { staff, at, ...action } = event;
  return recordStaffAction(tx, staff, action, at);
}
