// Who the signed-in member is, as the back office reads it: the role's
// permissions spelled out, so the screens need not know the table
// (packages/domain/src/staff/permissions.ts).
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import { rolePermissions } from '@velas/domain/staff/permissions';
import type { StaffIdentity } from './route-access.js';

export function staffMe(staff: StaffIdentity): StaffMe {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    permissions: [...rolePermissions[staff.role]],
  };
}
