// Only money that moved counts: a withdrawal still processing already left the balance.
import { protectionMessages } from '@velas/domain/messages/protection';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents, type Cents } from '@velas/domain/money';
import type { PlayerRecord } from '@velas/domain/schemas/protection';

export interface RecordsSummary {
  deposited: Cents;
  withdrawn: Cents;
  /** Wins + rollbacks − bets over the listed rounds. */
  gamesResult: Cents;
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
  let deposited = 0;
  let withdrawn = 0;
  let gamesResult = 0;
  let rounds = 0;
  for (const record of records) {
    const amount = record.amount ?? 0;
    if (record.kind === 'deposit' && isPaid(record)) deposited += amount;
    else if (record.kind === 'withdrawal' && record.detail !== FAILED_WITHDRAWAL)
      withdrawn += Math.abs(amount);
    else if (record.kind === 'game') {
      gamesResult += amount;
      rounds += 1;
    }
  }
  return {
    deposited: toCents(deposited),
    withdrawn: toCents(withdrawn),
    gamesResult: toCents(gamesResult),
    rounds,
  };
}
