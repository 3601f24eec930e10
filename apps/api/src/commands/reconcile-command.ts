// `pnpm --filter @velas/api run reconcile [-- --json] [--date AAAA-MM-DD]`. Reads
// only. Exit 0 balances, 2 does not, 1 bad date.
import { openDatabase } from '#/db/open-database.js';
import { readEnvironment } from '#/env.js';
import { reportSource } from '#/reconciliation/aggregator-report-source.js';
import { reconcileMoney } from '#/reconciliation/combined-reconciliation.js';
import {
  gameMoneyText,
  payoutsText,
  receivedPixText,
} from '#/reconciliation/reconciliation-text.js';
import { demoReportSource } from '#/sandbox/aggregator/daily-report.js';
import { loadRuntime } from '#/settings/runtime.js';

async function main(argv: readonly string[]): Promise<number> {
  const dateIndex = argv.indexOf('--date');
  const date =
    dateIndex === -1 ? new Date().toISOString().slice(0, 10) : (argv[dateIndex + 1] ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    process.stderr.write('Uso: reconcile [--json] [--date AAAA-MM-DD]\n');
    return 1;
  }
  const { config, settings } = loadRuntime(readEnvironment());
  const db = await openDatabase(config);
  try {
    const report = await reconcileMoney(db, {
      date,
      reportOf: reportSource(settings, demoReportSource(db)),
    });
    const text = [
      receivedPixText(report.pix),
      '',
      payoutsText(report.payouts),
      '',
      gameMoneyText(report.gameMoney),
      '',
      report.balanced
        ? 'Tudo fecha: Pix, saques e dinheiro de jogo.'
        : 'A conciliação NÃO fecha: veja os problemas e divergências acima.',
    ].join('\n');
    process.stdout.write(`${argv.includes('--json') ? JSON.stringify(report, null, 2) : text}\n`);
    return report.balanced ? 0 : 2;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
