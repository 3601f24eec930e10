// Only money that moved counts: a withdrawal still processing already left the balance.
import { protectionMessages } from '@velas/domain/messages/protection';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { PlayerRecord } from '@velas/domain/schemas/protection';

export interface RecordsSummary {
  deposited: number;
  withdrawn: number;
  /** Wins + rollbacks − bets over the listed rounds. */
  gamesResult: number;
  rounds: number;
}

// The api's detail for a withdrawal is its state alone; the row says "Saque".
const FAILED_WITHDRAWAL = walletMessages.withdrawStatusFailed;

/** The api's state when it gives one, else its words. */
const isPaid = (record: PlayerRecord) =>
  record.depositStatus === undefined
    ? record.detail === protectionMessages.recordDepositPaid
    : record.depositStatus === 'paid';

export function summariseRecords(records: readonly PlayerRecord[]): RecordsSummary {
  const summary: RecordsSummary = { deposited: 0, withdrawn: 0, gamesResult: 0, rounds: 0 };
  for (const record of records) {
    const amount = record.amount ?? 0;
    if (record.kind === 'deposit' && isPaid(record)) summary.deposited += amount;
    else if (record.kind === 'withdrawal' && record.detail !== FAILED_WITHDRAWAL)
      summary.withdrawn += Math.abs(amount);
    else if (record.kind === 'game') {
      summary.gamesResult += amount;
      summary.rounds += 1;
    }
  }
  return summary;
}
