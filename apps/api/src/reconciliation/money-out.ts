import { sumCents, toCents, type Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import {
  selectRefundTotals,
  selectWithdrawalPayouts,
  type WithdrawalPayoutRow,
} from './money-out-repository.js';

export const MONEY_OUT_STATES = [
  'in_review',
  'queued',
  'sent',
  'paid',
  'failed',
  'returned',
  'paid_before_payouts',
] as const;
export type MoneyOutState = (typeof MONEY_OUT_STATES)[number];

export interface PayoutReconciliation {
  withdrawals: Record<MoneyOutState, { count: number; cents: Cents }>;
  refunds: Record<string, { count: number; cents: Cents }>;
  problems: string[];
  balanced: boolean;
}

/**
 * A payout's or withdrawal's state as the operator reads it: in pt-BR, with
 * the code the database holds beside it, for the query that follows.
 */
const STATE_WORDS: Record<string, string> = {
  queued: 'na fila para o provedor',
  sent: 'com o provedor',
  processing: 'em processamento',
  paid: 'pago',
  failed: 'falhou',
  review: 'em análise',
};
export const stateText = (code: string): string => `${STATE_WORDS[code] ?? code} (${code})`;

function check(row: WithdrawalPayoutRow): { state: MoneyOutState | null; problem: string | null } {
  const amount = row.amountCents;
  const name = `saque ${String(row.id)}`;
  const returnedOnce = row.reversals === 1 && row.reversalCents === amount;
  const notReturned = row.reversals === 0;
  if (row.status === 'review') {
    if (row.payoutStatus !== null)
      return {
        state: 'in_review',
        problem: `${name}: em análise, mas com pagamento ${stateText(row.payoutStatus)}`,
      };
    return { state: 'in_review', problem: notReturned ? null : `${name}: em análise e devolvido` };
  }
  if (row.reviewDecision === 'returned')
    return {
      state: 'returned',
      problem:
        row.payoutStatus === null && returnedOnce
          ? null
          : `${name}: devolvido na análise, mas com pagamento ou sem uma devolução do valor`,
    };
  if (row.payoutStatus === null)
    return row.status === 'paid' && notReturned
      ? { state: 'paid_before_payouts', problem: null }
      : { state: null, problem: `${name}: ${stateText(row.status)} sem pagamento` };
  if (row.payoutCents !== amount)
    return { state: null, problem: `${name}: pagamento de outro valor` };
  const expected =
    row.payoutStatus === 'queued' || row.payoutStatus === 'sent' ? 'processing' : row.payoutStatus;
  if (row.status !== expected)
    return {
      state: null,
      problem: `${name}: ${stateText(row.status)}, mas o pagamento está ${stateText(row.payoutStatus)}`,
    };
  const state = row.payoutStatus as MoneyOutState;
  if (state === 'failed')
    return { state, problem: returnedOnce ? null : `${name}: falhou sem uma devolução do valor` };
  return { state, problem: notReturned ? null : `${name}: ${stateText(state)} e devolvido` };
}

export async function reconcilePayouts(db: Queryable): Promise<PayoutReconciliation> {
  const withdrawals = Object.fromEntries(
    MONEY_OUT_STATES.map((state) => [state, { count: 0, cents: toCents(0) }]),
  ) as PayoutReconciliation['withdrawals'];
  const problems: string[] = [];
  for (const row of await selectWithdrawalPayouts(db)) {
    const { state, problem } = check(row);
    if (state !== null) {
      withdrawals[state].count += 1;
      withdrawals[state].cents = sumCents([withdrawals[state].cents, row.amountCents]);
    }
    if (problem !== null) problems.push(problem);
  }
  const refunds: PayoutReconciliation['refunds'] = {};
  for (const row of await selectRefundTotals(db))
    refunds[row.status] = { count: row.count, cents: row.cents };
  return { withdrawals, refunds, problems, balanced: problems.length === 0 };
}
