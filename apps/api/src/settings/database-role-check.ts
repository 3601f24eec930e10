// Production refuses a role that could rewrite the audit trail or the ledger
// (docs/operations/deploy.md#database-roles).
import type { RoleOverreach } from '#/db/database-roles.js';

export function databaseRoleMessage(role: string, overreach: readonly RoleOverreach[]): string {
  return [
    `APP_MODE=production: o papel "${role}" de DATABASE_URL pode reescrever a trilha de auditoria e o servidor não inicia:`,
    ...overreach.map((row) => `  - ${row.table}: ${row.rights.join(', ')}`),
    'Conecte o api (DATABASE_URL) com um papel que só insere e lê essas tabelas e deixe o dono delas',
    'em MIGRATION_DATABASE_URL (o api migra por ele e dá os direitos ao seu papel), ou rode',
    '`pnpm --filter @velas/api migrate` com MIGRATION_DATABASE_URL e DATABASE_URL: docs/operations/deploy.md#database-roles.',
  ].join('\n');
}
