// The staff member a back-office request acts for, as the ops listener's
// session check sets it (request.staff, staff-request.d.ts).
import type { StaffRole } from '@velas/domain/backoffice/permissions';

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

/** How the audit trail names a staff member: `staff:<id>`. */
export const staffActor = (staff: Pick<StaffMember, 'id'>): string => `staff:${String(staff.id)}`;
