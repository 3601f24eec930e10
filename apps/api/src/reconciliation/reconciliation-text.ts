import { formatCents, toCents } from '@velas/domain/money';
import type { AggregatorLine, GameMoneyReconciliation } from './game-money.js';
import { stateText, type PayoutReconciliation } from './money-out.js';
import type { ReceivedPixReconciliation } from './received-pix.js';

/** An aggregator's amount that is not a whole number of cents (docs/api/money.md#reconciliation). */
export const UNREADABLE_AMOUNT = 'valor ilegível';

const PIX_LABELS = {
  received: 'Recebido',
  credited: 'Creditado',
  refunded: 'Devolvido',
  refund_processing: 'Devolução em processamento',
  pending_review: 'Pendente de análise',
} as const;

export function receivedPixText(report: ReceivedPixReconciliation): string {
  const rows = report.lines.map((line) =>
    [
      line.at,
      line.paymentId ?? '(sem pagamento)',
      line.chargeId,
      line.userId === null ? '(nenhum)' : String(line.userId),
      formatCents(line.amountCents),
      line.outcome,
      line.state,
    ].join('\t'),
  );
  const totals = Object.entries(PIX_LABELS).map(
    ([key, label]) =>
      `${label}: ${formatCents(toCents(report.totals[key as keyof typeof PIX_LABELS]))}`,
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

const STATE_LABELS = {
  in_review: 'Em análise (retidos)',
  queued: 'Na fila para o provedor',
  sent: 'Com o provedor',
  paid: 'Pagos',
  failed: 'Falharam (valor devolvido)',
  returned: 'Devolvidos na análise',
  paid_before_payouts: 'Pagos antes do provedor de pagamentos',
} as const;

const FIELD_LABELS = { bets: 'Apostas', wins: 'Ganhos', rollbacks: 'Estornos' } as const;

export function payoutsText(report: PayoutReconciliation): string {
  const lines = Object.entries(STATE_LABELS).map(([state, label]) => {
    const total = report.withdrawals[state as keyof typeof STATE_LABELS];
    return `${label}: ${String(total.count)} (${formatCents(total.cents)})`;
  });
  const refunds = Object.entries(report.refunds).map(
    ([status, total]) =>
      `Devoluções ${stateText(status)}: ${String(total.count)} (${formatCents(total.cents)})`,
  );
  return [
    'Saques',
    ...lines,
    ...refunds,
    ...report.problems.map((problem) => `PROBLEMA: ${problem}`),
  ].join('\n');
}

const line = ({ count, cents }: AggregatorLine) =>
  `${String(count)} (${cents === null ? UNREADABLE_AMOUNT : formatCents(cents)})`;

export function gameMoneyText(report: GameMoneyReconciliation): string {
  const { ours } = report;
  return [
    `Dinheiro de jogo em ${report.date} (UTC)`,
    ...(['bets', 'wins', 'rollbacks'] as const).map(
      (field) =>
        `${FIELD_LABELS[field]}: ${line(ours[field])}` +
        (report.aggregator === null ? '' : `; agregador ${line(report.aggregator[field])}`),
    ),
    `Ganhos creditados ${formatCents(ours.winsCredited)}, retidos ${formatCents(ours.winsHeld)}, liberados ${formatCents(ours.winsReleased)}, devolvidos ${formatCents(ours.winsReturned)}`,
    ...(report.aggregatorError === null
      ? []
      : [`Relatório do agregador indisponível: ${report.aggregatorError}`]),
    ...report.mismatches.map(
      (mismatch) =>
        `DIVERGÊNCIA em ${FIELD_LABELS[mismatch.field]}: nossos ${line(mismatch.ours)}, agregador ${line(mismatch.aggregator)}`,
    ),
    ...report.ledgerProblems.map((problem) => `PROBLEMA: ${problem}`),
  ].join('\n');
}
