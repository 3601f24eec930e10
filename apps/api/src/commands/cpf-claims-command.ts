// `pnpm --filter @velas/api run cpf-claims -- <command>`. Exit 0 done, 1 usage,
// 2 unknown or already settled (docs/operations/cpf-claims.md#cpf-claims).
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { openDatabase } from '#/db/open-database.js';
import { loadConfig } from '#/env.js';
import { listCpfClaims, reviewCpfClaim } from '#/kyc/cpf-claims-review-repository.js';
import { cpfClaimsText } from '#/kyc/cpf-claims-text.js';

const USAGE =
  'Uso: cpf-claims list [--all] [--json] | cpf-claims dispute <id> <nota> | cpf-claims settle <id> <nota>';

const OUTCOME_TEXT = {
  done: 'Feito.',
  not_found: staffMessages.staffClaimNotFound,
  already_settled: staffMessages.staffClaimSettled,
  note_required: 'Escreva uma nota dizendo o que foi decidido.',
} as const;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'list') {
    const db = await openDatabase(config);
    try {
      const lines = await listCpfClaims(db, { all: rest.includes('--all') });
      process.stdout.write(
        `${rest.includes('--json') ? JSON.stringify(lines, null, 2) : cpfClaimsText(lines)}\n`,
      );
      return 0;
    } finally {
      await db.close();
    }
  }
  if (command === 'dispute' || command === 'settle') {
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id <= 0) {
      process.stderr.write(`${USAGE}\n`);
      return 1;
    }
    const db = await openDatabase(config);
    try {
      const outcome = await reviewCpfClaim(
        db,
        {
          id,
          status: command === 'dispute' ? 'disputed' : 'settled',
          note: rest.slice(1).join(' '),
        },
        Date.now(),
        SYSTEM_ACTOR,
      );
      (outcome === 'done' ? process.stdout : process.stderr).write(`${OUTCOME_TEXT[outcome]}\n`);
      return outcome === 'done' ? 0 : outcome === 'note_required' ? 1 : 2;
    } finally {
      await db.close();
    }
  }
  process.stderr.write(`${USAGE}\n`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
