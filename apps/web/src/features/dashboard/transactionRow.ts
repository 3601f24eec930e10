// The colour is never the only sign of a loss. The api sends status codes;
// the words are ours, the same as Sacar's and the Extrato's.
import { toSaoPaulo } from '@velas/domain/calendar';
import { protectionMessages } from '@velas/domain/messages/protection';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import type { LedgerStatus, Transaction } from '@velas/domain/schemas/transactions';
import { dashboardCopy } from './copy.ts';

const KINDS_BY_STATUS: Partial<Record<LedgerStatus, string>> = {
  bet: protectionMessages.transactionBet,
  win: protectionMessages.transactionWin,
  rollback: protectionMessages.transactionRollback,
};

/** A Pix in or out, by the state of its money. */
const PIX_KINDS_BY_STATUS: Partial<Record<LedgerStatus, string>> = {
  processing: walletMessages.withdrawStatusProcessing,
  review: walletMessages.withdrawStatusReview,
  failed: dashboardCopy.pixReturned,
  reversed: dashboardCopy.pixReturned,
  adjustment: dashboardCopy.adjustment,
};

/** A Pix done: a withdrawal "Pago", as on Sacar; a deposit "Recebido", as in the Extrato. */
const PIX_DONE: Record<Exclude<Transaction['type'], 'CasinoTransaction'>, string> = {
  Withdraw: walletMessages.pixPaid,
  Deposit: dashboardCopy.pixReceived,
};

/** The game played, or the Pix the money came or went by ('N/A' for a game entry with no name). */
export function transactionName(transaction: Pick<Transaction, 'type' | 'source'>): string {
  if (transaction.type === 'Deposit') return dashboardCopy.pixDeposit;
  if (transaction.type === 'Withdraw') return dashboardCopy.pixWithdrawal;
  return transaction.source?.casino_game?.name ?? 'N/A';
}

export function transactionKind(
  transaction: Pick<Transaction, 'type'> & { status: LedgerStatus; amount: Cents },
): string {
  if (transaction.type !== 'CasinoTransaction')
    return PIX_KINDS_BY_STATUS[transaction.status] ?? PIX_DONE[transaction.type];
  return (
    KINDS_BY_STATUS[transaction.status] ??
    (transaction.amount < 0 ? protectionMessages.transactionBet : protectionMessages.transactionWin)
  );
}

/** "24/11 · 20:50" in São Paulo; the year only when it is not `today`'s (YYYY-MM-DD). */
export function shortDateTime(iso: string, today: string): string {
  const local = toSaoPaulo(new Date(iso));
  const [year, month, day] = local.date.split('-');
  const dayAndMonth = `${day ?? ''}/${month ?? ''}`;
  const date = year === today.slice(0, 4) ? dayAndMonth : `${dayAndMonth}/${year ?? ''}`;
  return `${date} · ${local.time.slice(0, 5)}`;
}
