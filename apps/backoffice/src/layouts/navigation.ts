// The side menu's entries, each shown only to the roles whose permissions
// reach its screen (packages/domain/src/backoffice/permissions.ts).
import { roleMay, type Permission, type StaffRole } from '@velas/domain/backoffice/permissions';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';

interface NavEntry {
  path: string;
  label: string;
  /** Any one of them opens the screen. */
  needs: readonly Permission[];
}

export const navigation: readonly NavEntry[] = [
  { path: '/jogadores', label: t.navPlayers, needs: ['players.find'] },
  {
    path: '/filas',
    label: t.navQueues,
    needs: [
      'withdrawals.queue',
      'payouts.queue',
      'received.queue',
      'cpf_claims.queue',
      'kyc.queue',
    ],
  },
  {
    path: '/quatro-olhos',
    label: t.navProposals,
    needs: ['adjustments.propose', 'adjustments.approve'],
  },
  { path: '/conciliacao', label: t.navReconciliation, needs: ['reconciliation.view'] },
  { path: '/auditoria', label: t.navAudit, needs: ['audit.view'] },
  { path: '/equipe', label: t.navStaff, needs: ['staff.manage'] },
];

export const entriesFor = (role: StaffRole): NavEntry[] =>
  navigation.filter((entry) => entry.needs.some((permission) => roleMay(role, permission)));
