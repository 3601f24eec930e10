// Money that reaches a closed account never stays on it: it leaves at once to
// the holder's own CPF key, the key the verification proved is theirs
// (docs/product/player-protection.md#records-and-closing-the-account).
import { negateCents, type Cents } from '@velas/domain/money';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { withdrawalReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { queueWithdrawalPayout } from '#/payouts/payouts.js';
import { selectClosedHolder } from '#/protection/account-closing-repository.js';
import { insertWithdrawal } from './withdrawals/withdrawals-repository.js';

interface PayOutToClosedHolderInput {
  userId: number;
  amount: Cents;
  now: number;
  actor: AuditActor;
}

/**
 * Call after crediting `amount` to a closed account, holding its row lock.
 * The payout's id to send after the commit and the balance left; null when
 * the account's money is not the holder's to take (it stays for the
 * operator's review).
 */
export async function payOutToClosedHolder(
  tx: Tx,
  { userId, amount, now, actor }: PayOutToClosedHolderInput,
): Promise<{ payoutId: string; balanceAfter: Cents } | null> {
  const holder = await selectClosedHolder(tx, userId);
  if (holder === null) return null;
  const id = await insertWithdrawal(tx, {
    userId,
    amountCents: amount,
    pixType: 'CPF',
    pixKey: holder.cpf,
    createdAt: new Date(now),
  });
  const { balanceAfter } = await postLedgerEntry(tx, {
    actor,
    userId,
    amount: negateCents(amount),
    kind: 'Withdraw',
    status: 'processing',
    reference: withdrawalReference(id),
    at: now,
  });
  const payoutId = await queueWithdrawalPayout(
    tx,
    { id, userId, amountCents: amount, pixType: 'CPF', pixKey: holder.cpf },
    now,
  );
  return { payoutId, balanceAfter };
}
