import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { roleMay, type Permission, type StaffRole } from '@velas/domain/staff/permissions';

interface NavEntry {
  path: string;
  label: string;
  /** Any one of them opens the screen. */
  needs: readonly Permission[];
}

export const navigation: readonly NavEntry[] = [
  { path: '/jogadores', label: backofficeTexts.navPlayers, needs: ['players.find'] },
  {
    path: '/filas',
    label: backofficeTexts.navQueues,
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
    label: backofficeTexts.navProposals,
    needs: ['adjustments.propose', 'adjustments.approve'],
  },
  {
    path: '/conciliacao',
    label: backofficeTexts.navReconciliation,
    needs: ['reconciliation.view'],
  },
  { path: '/auditoria', label: backofficeTexts.navAudit, needs: ['audit.view'] },
  { path: '/equipe', label: backofficeTexts.navStaff, needs: ['staff.manage'] },
];

export const entriesFor = (role: StaffRole): NavEntry[] =>
  navigation.filter((entry) => entry.needs.some((permission) => roleMay(role, permission)));
