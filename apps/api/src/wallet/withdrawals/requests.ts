import { HOUR_MS, saoPauloDayStart, saoPauloToday } from '@velas/domain/calendar';
import { onlyDigits } from '@velas/domain/documents';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { negateCents, type Cents } from '@velas/domain/money';
import type { AppMode, MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import type { PixKeyType, WithdrawResponse } from '@velas/domain/schemas/wallet';
import { loadAccount, lockUser } from '#/accounts/accounts-repository.js';
import { playerActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Tx } from '#/db/database.js';
import { Forbidden, Refused } from '#/domain-errors.js';
import { withdrawalReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { queueWithdrawalPayout } from '#/payouts/payouts.js';
import { REVIEW_MESSAGES, reviewReason } from './brakes.js';
import { insertWithdrawal, selectWithdrawalHistory } from './withdrawals-repository.js';

export interface WithdrawalRequest {
  userId: number;
  amountCents: Cents;
  pixType: PixKeyType;
  pixKey: string;
}

export interface WithdrawalRules {
  mode: AppMode;
  brakes: MoneyOutSettings;
}

export interface RequestedWithdrawal {
  response: WithdrawResponse;
  /** The payout to send after the commit; null when the withdrawal waits for review. */
  payoutId: string | null;
}

/** The key the withdrawal screen shows is read from the profile; the server insists on it. */
function isOwnPixKey(
  account: { cpf: string; phone: string; email: string },
  type: PixKeyType,
  key: string,
): boolean {
  if (type === 'CPF') return onlyDigits(key) === account.cpf;
  if (type === 'Telefone')
    return onlyDigits(key).replace(/^55(?=\d{10,11}$)/, '') === account.phone;
  return key.trim().toLowerCase() === account.email;
}

/** In the caller's transaction (`tx`): the payout it queues is sent once that commits. */
export async function requestWithdrawal(
  tx: Tx,
  request: WithdrawalRequest,
  rules: WithdrawalRules,
  now: number,
): Promise<RequestedWithdrawal> {
  // Two withdrawals at once must not both fit under a cap: the player's row queues them.
  await lockUser(tx, request.userId);
  const account = await loadAccount(tx, request.userId);
  if (account.zipCode === null || account.number === null)
    throw Refused.field('address', walletMessages.addressRequired, 'address_required');
  if (!isOwnPixKey(account, request.pixType, request.pixKey))
    throw Refused.field('pixKey', commonMessages.pixKeyNotOwned);
  // Money leaves only to a verified holder; with real money,
  // only to the CPF key, the one key the verification proved is theirs.
  if (account.kycStatus !== 'approved')
    throw new Forbidden(walletMessages.withdrawRequiresKyc, { code: 'not_verified' });
  if (rules.mode === 'production' && request.pixType !== 'CPF')
    throw Refused.field('pixType', walletMessages.withdrawCpfKeyOnly);

  const history = await selectWithdrawalHistory(
    tx,
    request.userId,
    new Date(saoPauloDayStart(saoPauloToday(now))),
    new Date(now - HOUR_MS),
  );
  const reason = reviewReason(request.amountCents, history, rules.brakes);
  const id = await insertWithdrawal(tx, {
    userId: request.userId,
    amountCents: request.amountCents,
    pixType: request.pixType,
    pixKey: request.pixKey,
    createdAt: new Date(now),
    reviewReason: reason,
  });
  const actor = playerActor(request.userId);
  const { balanceAfter: balance } = await postLedgerEntry(tx, {
    actor,
    userId: request.userId,
    amount: negateCents(request.amountCents),
    kind: 'Withdraw',
    status: 'processing',
    reference: withdrawalReference(id),
    at: now,
  });
  if (reason !== null) {
    // The back office's queue reads these.
    await recordAudit(tx, {
      actor,
      userId: request.userId,
      category: 'money',
      action: 'withdrawal_held',
      amountCents: request.amountCents,
      details: { withdrawalId: id, reason },
      at: now,
    });
    return {
      response: {
        success: true,
        message: REVIEW_MESSAGES[reason],
        id,
        balance,
        status: 'review',
      },
      payoutId: null,
    };
  }
  const payoutId = await queueWithdrawalPayout(tx, { id, ...request }, now);
  return {
    response: {
      success: true,
      message: walletMessages.withdrawProcessing,
      id,
      balance,
      status: 'processing',
    },
    payoutId,
  };
}
