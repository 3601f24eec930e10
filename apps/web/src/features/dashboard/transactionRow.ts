// One casino transaction as the dashboard's two lines read it
// (docs/product.md#dashboard-home): the game and the signed amount, then when
// and what it was ("Aposta", "Prêmio", "Estorno"), so the colour is never the
// only sign of a loss. The api sends status codes; the words are ours.
import { toSaoPaulo } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import type { Cents } from '@velas/domain/money';
import type { LedgerStatus } from '@velas/domain/schemas/transactions';

/** How many of the 15 latest show before "Ver todas" (the rest wait one tap away). */
export const TRANSACTIONS_SHOWN_FIRST = 5;

const KINDS_BY_STATUS: Partial<Record<LedgerStatus, string>> = {
  bet: messages.transactionBet,
  win: messages.transactionWin,
  rollback: messages.transactionRollback,
};

/**
 * What the movement was: the wallet's own status when it names one, else the
 * sign (money into a game is a bet, money back from one a win).
 */
export function transactionKind(transaction: { status: LedgerStatus; amount: Cents }): string {
  return (
    KINDS_BY_STATUS[transaction.status] ??
    (transaction.amount < 0 ? messages.transactionBet : messages.transactionWin)
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
