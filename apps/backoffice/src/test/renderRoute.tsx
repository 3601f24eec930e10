// Renders the app's routes at `path` with a fresh store (signed in as `me`
// when given), the real theme and a memory router.
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import type { StaffRole } from '@velas/domain/staff/permissions';
import { rolePermissions } from '@velas/domain/staff/permissions';
import { renderInApp } from '@velas/web-testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.tsx';
import { reportScreenError } from '../app/ScreenError.tsx';
import { makeStore } from '../core/store.ts';
import { AppThemeProvider } from '../core/theme/AppThemeProvider.tsx';

export function staffMe(role: StaffRole, id = 7): StaffMe {
  return { id, email: `${role}@velas.test`, role, permissions: [...rolePermissions[role]] };
}

export function renderRoute(path: string, me?: StaffMe) {
  const store = makeStore(me ? { session: { me, notice: null } } : undefined);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderInApp(<RouterProvider router={router} onError={reportScreenError} />, {
    store,
    Theme: AppThemeProvider,
  });
  return { ...view, router };
}
