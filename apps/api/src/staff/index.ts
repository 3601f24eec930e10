export { deleteUnusedStaff, listStaff, staffByEmail } from './staff-repository.js';
export {
  createStaff,
  disableStaff,
  enableStaff,
  insertStaffWithEnrolment,
  normalStaffEmail,
} from './staff-accounts.js';
export { staffAdminRoutes } from './staff-admin-routes.js';
export { auditStaffAction, staffCall } from './staff-audit.js';
export type { StaffAction, StaffCall } from './staff-audit.js';
export { staffAuthRoutes } from './staff-auth-routes.js';
export { staffGuard } from './staff-guard.js';
export { resetStaffCredentials } from './staff-reset.js';
export { STAFF_IDLE_MS } from './staff-sessions.js';
