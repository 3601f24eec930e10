// A failed payout's money is returned once; payouts/ calls this in the same transaction.
import { walletMessages } from '@velas/domain/messages/wallet';
import { Conflict } from '#/domain-errors.js';
import { reversalReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import type { SettleWithdrawal } from '#/payouts/payouts.js';
import { markWithdrawalSettled } from './withdrawals-repository.js';

export const settleWithdrawal: SettleWithdrawal = async (tx, settled) => {
  const { withdrawalId, userId, result, now, actor } = settled;
  // The UPDATE checks the state again, so a withdrawal is never settled twice.
  if (!(await markWithdrawalSettled(tx, withdrawalId, result, new Date(now))))
    throw new Conflict(walletMessages.withdrawAlreadySettled);
  if (result === 'failed')
    await postLedgerEntry(tx, {
      actor,
      userId,
      amount: settled.amountCents,
      kind: 'Withdraw',
      status: 'reversed',
      reference: reversalReference(withdrawalId),
      at: now,
    });
};
