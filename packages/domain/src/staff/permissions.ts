export const staffRoles = ['support', 'finance', 'compliance', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

// Each area's permissions are written once, so a role that means "another role and more" says so.

const playerDesk = ['players.find', 'players.view', 'players.note'] as const;
const money = [
  'withdrawals.queue',
  'withdrawals.decide',
  'payouts.queue',
  'payouts.decide',
  'received.queue',
  'received.resend',
  'reconciliation.view',
  'adjustments.propose',
  'adjustments.approve',
] as const;
const compliance = [
  'kyc.queue',
  'cpf_claims.queue',
  'cpf_claims.decide',
  'players.block',
  'players.protection',
  'players.reveal',
] as const;
const team = ['staff.manage', 'audit.view'] as const;

export const permissions = [
  ...playerDesk,
  'players.sign_out',
  ...money,
  ...compliance,
  ...team,
] as const;
export type Permission = (typeof permissions)[number];

const support: readonly Permission[] = [...playerDesk, 'players.sign_out'];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  support,
  finance: [...playerDesk, ...money],
  // Compliance answers players as support does, and reads the trail.
  compliance: [...support, ...compliance, 'audit.view'],
  admin: team,
};

export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  rolePermissions[role].includes(permission);
