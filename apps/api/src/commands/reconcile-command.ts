// `pnpm --filter @velas/api run reconcile [-- --json]`: the reconciliation
// of reconciliation.ts for the operator, on the database the environment
// names (DATABASE_URL, or DATA_DIR with the api stopped: PGlite has one
// process). Reads only. Exit 0 when it balances, 2 when it does not.
import { formatCents, type Cents } from '@velas/domain/money';
import { openDatabase } from '../db/open-database.js';
import { loadConfig } from '../env.js';
import { reconcile, type Reconciliation } from '../payouts/reconciliation.js';

const LABELS = {
  received: 'Recebido',
  credited: 'Creditado',
  refunded: 'Devolvido',
  refund_processing: 'Devolução em processamento',
  pending_review: 'Pendente de análise',
} as const;

export function reconciliationText(report: Reconciliation): string {
  const rows = report.lines.map((line) =>
    [
      line.at,
      line.paymentId ?? '(sem pagamento)',
      line.chargeId,
      line.userId === null ? '(nenhum)' : String(line.userId),
      formatCents(line.amountCents as Cents),
      line.outcome,
      line.state,
    ].join('\t'),
  );
  const totals = Object.entries(LABELS).map(
    ([key, label]) =>
      `${label}: ${formatCents(report.totals[key as keyof typeof LABELS] as Cents)}`,
  );
  return [
    ['quando', 'pagamento', 'cobrança', 'usuário', 'valor', 'resultado', 'estado'].join('\t'),
    ...rows,
    '',
    ...totals,
    report.balanced
      ? 'Conciliação fechada ao centavo.'
      : 'Conciliação NÃO fecha: veja as linhas pendentes.',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const report = await reconcile(db);
    const json = process.argv.includes('--json');
    process.stdout.write(
      `${json ? JSON.stringify(report, null, 2) : reconciliationText(report)}\n`,
    );
    process.exitCode = report.balanced ? 0 : 2;
  } finally {
    await db.close();
  }
}

await main();
