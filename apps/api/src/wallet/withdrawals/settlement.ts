// What a settled payout does to its withdrawal (docs/product/wallet.md#wallet-withdrawals):
// paid or failed, a failed one's money returned once. payouts/ calls it in the
// same transaction; the withdrawals table is the wallet's.
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
