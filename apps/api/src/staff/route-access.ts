// staff-guard.ts refuses to start with a route that declares neither a
// permission nor its access (docs/architecture.md#back-office-routes).
import type { Permission, StaffRole } from '@velas/domain/staff/permissions';

export type RouteAccess =
  /** Reached without a session: sign-in, the TOTP step, enrolment (each checks its own proof). */
  | 'public'
  /** Prometheus, probes and the backup command: the machine key (`x-operator-key`). */
  | 'machine'
  /** Any signed-in staff member, whatever the role (me, sign-out). */
  | 'staff';

export interface StaffIdentity {
  id: number;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a staff session needs (packages/domain/src/staff/permissions.ts). */
    permission?: Permission;
    access?: RouteAccess;
    /**
     * Money actions: the request carries a fresh TOTP code, in the `x-totp`
     * header or a `totp` field of the body, that was never used before.
     */
    freshTotp?: boolean;
  }
  interface FastifyRequest {
    /**
     * The signed-in staff member, set by staff-guard.ts before the handler of
     * every route with a `permission` or `access: 'staff'` (null elsewhere).
     */
    staff: StaffIdentity;
  }
}
