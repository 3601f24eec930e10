// The back office's pages (served by the api's ops listener, which answers
// index.html for each of them: apps/api/src/ops/backoffice-app.ts).
import type { RouteObject } from 'react-router';
import { AuditScreen } from '../features/audit/AuditScreen';
import { EnrolmentScreen } from '../features/auth/EnrolmentScreen';
import { SignInScreen } from '../features/auth/SignInScreen';
import { PlayerSearchScreen } from '../features/players/PlayerSearchScreen';
import { PlayerViewScreen } from '../features/players/PlayerViewScreen';
import { ProposalsScreen } from '../features/proposals/ProposalsScreen';
import { QueuesScreen } from '../features/queues/QueuesScreen';
import { ReconciliationScreen } from '../features/reconciliation/ReconciliationScreen';
import { StaffScreen } from '../features/staff/StaffScreen';
import { HomeRedirect } from './HomeRedirect';
import { RequireStaff } from './RequireStaff';

export const routes: RouteObject[] = [
  { path: '/entrar', element: <SignInScreen /> },
  { path: '/cadastro', element: <EnrolmentScreen /> },
  {
    path: '/',
    element: <RequireStaff />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'jogadores', element: <PlayerSearchScreen /> },
      { path: 'jogadores/:id', element: <PlayerViewScreen /> },
      { path: 'filas', element: <QueuesScreen /> },
      { path: 'quatro-olhos', element: <ProposalsScreen /> },
      { path: 'conciliacao', element: <ReconciliationScreen /> },
      { path: 'auditoria', element: <AuditScreen /> },
      { path: 'equipe', element: <StaffScreen /> },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
