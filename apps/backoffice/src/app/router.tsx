// The back office's pages (served by the api's ops listener, which answers
// index.html for each of them: apps/api/src/ops/backoffice-app.ts).
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { preloadable, type Preloadable } from '@velas/web-core/preloadable';
import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomeRedirect } from './HomeRedirect.tsx';
import { RequireStaff } from './RequireStaff.tsx';
import { ScreenError } from './ScreenError.tsx';

/**
 * Each screen its own chunk: the first load is the shell and the screen it
 * lands on, not every screen of every role. A failed chunk is asked for again.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Preloadable<object> {
  return preloadable(async () => ({ default: (await load())[name] }));
}

const SignInScreen = screen(() => import('../features/auth/SignInScreen.tsx'), 'SignInScreen');
const EnrolmentScreen = screen(
  () => import('../features/auth/EnrolmentScreen.tsx'),
  'EnrolmentScreen',
);
const PlayerSearchScreen = screen(
  () => import('../features/players/PlayerSearchScreen.tsx'),
  'PlayerSearchScreen',
);
const PlayerViewScreen = screen(
  () => import('../features/players/PlayerViewScreen.tsx'),
  'PlayerViewScreen',
);
const QueuesScreen = screen(() => import('../features/queues/QueuesScreen.tsx'), 'QueuesScreen');
const ProposalsScreen = screen(
  () => import('../features/proposals/ProposalsScreen.tsx'),
  'ProposalsScreen',
);
const ReconciliationScreen = screen(
  () => import('../features/reconciliation/ReconciliationScreen.tsx'),
  'ReconciliationScreen',
);
const AuditScreen = screen(() => import('../features/audit/AuditScreen.tsx'), 'AuditScreen');
const StaffScreen = screen(() => import('../features/staff/StaffScreen.tsx'), 'StaffScreen');

function loaded(Screen: Preloadable<object>) {
  return (
    <Suspense fallback={<p role="status">{backofficeTexts.loading}</p>}>
      <Screen />
    </Suspense>
  );
}

/** Two error elements: one inside the layout, so a failing screen keeps the menu, and one at the root. */
export const routes: RouteObject[] = [
  {
    errorElement: <ScreenError />,
    children: [
      { path: '/entrar', element: loaded(SignInScreen) },
      { path: '/cadastro', element: loaded(EnrolmentScreen) },
      {
        path: '/',
        element: <RequireStaff />,
        children: [
          {
            errorElement: <ScreenError />,
            children: [
              { index: true, element: <HomeRedirect /> },
              { path: 'jogadores', element: loaded(PlayerSearchScreen) },
              { path: 'jogadores/:id', element: loaded(PlayerViewScreen) },
              { path: 'filas', element: loaded(QueuesScreen) },
              { path: 'quatro-olhos', element: loaded(ProposalsScreen) },
              { path: 'conciliacao', element: loaded(ReconciliationScreen) },
              { path: 'auditoria', element: loaded(AuditScreen) },
              { path: 'equipe', element: loaded(StaffScreen) },
              { path: '*', element: <HomeRedirect /> },
            ],
          },
        ],
      },
    ],
  },
];
