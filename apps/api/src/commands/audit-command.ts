// `pnpm --filter @velas/api run audit -- verify [--json]`; with DATA_DIR the api
// must be stopped (PGlite has one process). Exit 0 holds, 2 broken, 1 usage.
import { chainReportText, verifyAuditChain } from '#/audit/verify-audit.js';
import { openDatabase } from '#/db/open-database.js';
import { loadConfig } from '#/env.js';

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'verify') {
    process.stderr.write('Uso: audit verify [--json]\n');
    return 1;
  }
  const db = await openDatabase(loadConfig());
  try {
    const result = await verifyAuditChain(db);
    process.stdout.write(
      `${rest.includes('--json') ? JSON.stringify(result, null, 2) : chainReportText(result)}\n`,
    );
    return result.broken === null ? 0 : 2;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
