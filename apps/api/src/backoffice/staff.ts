// The staff member a back-office request acts for: request.staff, set by the
// ops listener's guard (staff/staff-guard.ts).
export type { StaffIdentity as StaffMember } from '../staff/route-access.js';
