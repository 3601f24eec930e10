// Who in the operator's team may do what in the back office. The api checks
// every back-office route against this table (docs/operations.md#back-office).

export const staffRoles = ['support', 'finance', 'compliance', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  // Finding and reading a player, with CPF and birth date masked.
  'players.find',
  'players.view',
  'players.sign_out',
  'players.note',
  // Money.
  'withdrawals.queue',
  'withdrawals.decide',
  'payouts.queue',
  'payouts.decide',
  'received.queue',
  'received.resend',
  'reconciliation.view',
  'adjustments.propose',
  'adjustments.approve',
  // Compliance.
  'kyc.queue',
  'cpf_claims.queue',
  'cpf_claims.decide',
  'players.block',
  'players.protection',
  'players.reveal',
  // The team itself.
  'staff.manage',
  'audit.view',
] as const;
export type Permission = (typeof permissions)[number];

const readPlayers: Permission[] = ['players.find', 'players.view'];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  support: [...readPlayers, 'players.sign_out', 'players.note'],
  finance: [
    ...readPlayers,
    'players.note',
    'withdrawals.queue',
    'withdrawals.decide',
    'payouts.queue',
    'payouts.decide',
    'received.queue',
    'received.resend',
    'reconciliation.view',
    'adjustments.propose',
    'adjustments.approve',
  ],
  compliance: [
    ...readPlayers,
    'players.note',
    'players.sign_out',
    'kyc.queue',
    'cpf_claims.queue',
    'cpf_claims.decide',
    'players.block',
    'players.protection',
    'players.reveal',
    'audit.view',
  ],
  admin: ['staff.manage', 'audit.view'],
};

export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  rolePermissions[role].includes(permission);
