// Whether the signed-in staff member's role grants a permission: screens show
// only the actions the role may take (the api refuses the others anyway).
import { roleMay, type Permission } from '@velas/domain/staff/permissions';
import { useAppSelector } from './hooks.ts';

export function useStaffMay(): (permission: Permission) => boolean {
  const role = useAppSelector((state) => state.session.me?.role);
  return (permission) => role !== undefined && roleMay(role, permission);
}
