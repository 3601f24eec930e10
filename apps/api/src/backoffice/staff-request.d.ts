// request.staff on the ops listener's routes, set by the staff session check
// before any back-office handler runs, and the route config it checks
// (`permission`, and `freshTotp` for money actions). The staff-auth branch
// declares the same; when both are merged, keep one declaration of each.
import type { Permission } from '@velas/domain/backoffice/permissions';
import type { StaffMember } from './staff.js';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffMember;
  }
  interface FastifyContextConfig {
    permission?: Permission;
    freshTotp?: boolean;
  }
}
