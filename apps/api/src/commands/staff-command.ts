// Commands, options and exit codes: docs/operations/back-office.md#the-first-admin.
import { staffRoles, type StaffRole } from '@velas/domain/staff/permissions';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Database } from '#/db/database.js';
import { openDatabase } from '#/db/open-database.js';
import { loadConfig, type Config } from '#/env.js';
import { createStaff, disableStaff, enableStaff } from '#/staff/staff-accounts.js';
import { listStaff, staffByEmail } from '#/staff/staff-repository.js';
import { resetStaffCredentials } from '#/staff/staff-reset.js';

const USAGE = [
  'Uso: staff create --email <e-mail> --role support|finance|compliance|admin',
  '     staff disable|enable|reset --email <e-mail> --reason <motivo>',
  '     staff list',
].join('\n');

function option(args: readonly string[], name: string): string | null {
  const index = args.indexOf(name);
  if (index === -1) return null;
  const value =
    args
      .slice(index + 1)
      .join(' ')
      .split(' --')[0]
      ?.trim() ?? '';
  return value === '' ? null : value;
}

const isRole = (value: string | null): value is StaffRole =>
  value !== null && (staffRoles as readonly string[]).includes(value);

async function audited(
  db: Database,
  action: string,
  staffId: number,
  details: Record<string, unknown>,
): Promise<void> {
  // The trail names the actor "system"; the command says it was the shell.
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      userId: null,
      category: 'staff',
      action,
      details: { ...details, targetStaffId: staffId, by: 'staff-command' },
    }),
  );
}

async function run(db: Database, argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig();
  if (command === 'list') {
    for (const staff of await listStaff(db))
      process.stdout.write(
        `${String(staff.id)}\t${staff.email}\t${staff.role}\t${
          staff.disabled ? 'desativado' : staff.totpConfirmed ? 'ativo' : 'aguardando cadastro'
        }\n`,
      );
    return 0;
  }
  const email = option(args, '--email')?.toLowerCase() ?? null;
  if (command === 'create') {
    const role = option(args, '--role');
    if (email === null || !isRole(role)) return usage();
    const created = await createStaff(db, config, {
      email,
      role,
      createdBy: 'staff-command',
      now: Date.now(),
    });
    if (created === null) {
      process.stderr.write(`Já existe uma pessoa da equipe com o e-mail ${email}.\n`);
      return 2;
    }
    await audited(db, 'staff_created', created.id, { newStaffRole: role });
    process.stdout.write(
      `Conta ${String(created.id)} criada (${role}). Envie este link à pessoa, por um canal seguro;\n` +
        `ele vale uma vez, até ${created.expiresAt.toISOString()}:\n${created.enrolmentLink}\n`,
    );
    return 0;
  }
  const reason = option(args, '--reason');
  if (
    (command !== 'disable' && command !== 'enable' && command !== 'reset') ||
    email === null ||
    reason === null
  )
    return usage();
  const staff = await staffByEmail(db, email);
  if (staff === null) {
    process.stderr.write(`Nenhuma pessoa da equipe com o e-mail ${email}.\n`);
    return 2;
  }
  if (command === 'reset') return reset(db, config, staff.id, reason);
  if (command === 'disable') await disableStaff(db, staff.id, Date.now());
  else await enableStaff(db, staff.id);
  await audited(db, command === 'disable' ? 'staff_disabled' : 'staff_enabled', staff.id, {
    reason,
  });
  process.stdout.write(
    command === 'disable' ? 'Desativado; sessões encerradas.\n' : 'Reativado.\n',
  );
  return 0;
}

async function reset(
  db: Database,
  config: Config,
  staffId: number,
  reason: string,
): Promise<number> {
  const link = await resetStaffCredentials(db, config, staffId, Date.now());
  if (link === null) return 2;
  await audited(db, 'staff_credentials_reset', staffId, { reason });
  process.stdout.write(
    'Senha, código TOTP e códigos de recuperação apagados; sessões encerradas.\n' +
      `Envie este link à pessoa, por um canal seguro; ele vale uma vez, até ${link.expiresAt.toISOString()}:\n` +
      `${link.enrolmentLink}\n`,
  );
  return 0;
}

function usage(): number {
  process.stderr.write(`${USAGE}\n`);
  return 1;
}

async function main(argv: readonly string[]): Promise<number> {
  const db = await openDatabase(loadConfig());
  try {
    return await run(db, argv);
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
