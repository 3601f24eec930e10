// Each acts by a signed callback to the same /providers-api routes a real
// provider calls, then reads back what our side made of it.
import { randomBytes } from 'node:crypto';
import { codeOfStatus } from '@velas/domain/api-error-codes';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { ApiError } from '@velas/domain/schemas/api-error';
import type { KycResult, kycResultRequestSchema } from '@velas/domain/schemas/kyc';
import type { KycCallback, PaymentWebhook } from '@velas/domain/schemas/provider-callbacks';
import type { Deposit, Withdrawal } from '@velas/domain/schemas/wallet';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { loadAccount } from '#/accounts/accounts-repository.js';
import type { Clock } from '#/clock.js';
import type { Queryable } from '#/db/database.js';
import { Conflict, NotFound, Refused } from '#/domain-errors.js';
import { liveSession } from '#/kyc/kyc-sessions.js';
import type { Payouts } from '#/payouts/payouts-plugin.js';
import { selectWithdrawalPayoutId } from '#/payouts/payouts-repository.js';
import { signatureHeaders } from '#/provider-wire/signature.js';
import { findDeposit } from '#/wallet/deposits.js';
import { toWithdrawal } from '#/wallet/withdrawals/timeline.js';
import { selectUserWithdrawal } from '#/wallet/withdrawals/withdrawals-repository.js';
import { sandboxPerson } from './sandbox-person.js';

export interface Refusal {
  status: number;
  body: ApiError;
}

export interface DemoProviders {
  db: Queryable;
  clock: Clock;
  payouts: Pick<Payouts, 'demo' | 'sendQueued'>;
  sendSigned: (url: string, event: PaymentWebhook | KycCallback) => Promise<Refusal | null>;
}

export async function sendSigned(
  app: FastifyInstance,
  secret: string,
  url: string,
  event: PaymentWebhook | KycCallback,
): Promise<Refusal | null> {
  const rawBody = JSON.stringify(event);
  const response = await app.inject({
    method: 'POST',
    url,
    payload: rawBody,
    headers: {
      'content-type': 'application/json',
      ...signatureHeaders(secret, app.clock(), rawBody),
    },
  });
  if (response.statusCode === 200) return null;
  const { code, message } = response.json<Partial<ApiError>>();
  return {
    status: response.statusCode,
    body: {
      code: code ?? codeOfStatus(response.statusCode),
      message: message ?? walletMessages.depositFailed,
      errors: {},
    },
  };
}

const eventId = () => `demo-${randomBytes(12).toString('hex')}`;

/** "Simular pagamento": the user's own deposit paid, as the payment provider reports it. */
export async function payDeposit(
  deps: DemoProviders,
  userId: number,
  id: string,
): Promise<{ refused: Refusal } | { data: Deposit }> {
  const deposit = await findDeposit(deps.db, userId, id, deps.clock());
  if (deposit.status === 'paid') return { data: deposit };
  // Like a bank app with a static key, the demo pays an expired or
  // cancelled charge too: the provider reports it and it is refunded.
  const refused = await deps.sendSigned('/providers-api/payment/webhook', {
    event_id: eventId(),
    type: 'charge.paid',
    charge_id: id,
    amount_cents: deposit.amount,
  });
  if (refused !== null) return { refused };
  // What the payment became, read after it (the charge may have expired
  // or been cancelled between the first read and the webhook).
  const after = await findDeposit(deps.db, userId, id, deps.clock());
  if (after.status === 'expired') throw new Refused(walletMessages.depositExpired);
  if (after.status === 'cancelled') throw new Refused(walletMessages.depositCancelled);
  return { data: after };
}

/** The demo payout provider fails the user's own withdrawal still in processing. */
export async function failWithdrawal(
  deps: DemoProviders,
  userId: number,
  id: number,
): Promise<Withdrawal> {
  const own = await selectUserWithdrawal(deps.db, userId, id);
  if (own === undefined) throw new NotFound(walletMessages.withdrawNotFound);
  const demo = deps.payouts.demo;
  if (demo === null) throw new NotFound(walletMessages.withdrawNotFound);
  const payoutId = await selectWithdrawalPayoutId(deps.db, id);
  if (own.status === 'processing' && payoutId !== undefined && !(await demo.fail(payoutId))) {
    // Not yet with the provider (queued): send it now, then fail it.
    await deps.payouts.sendQueued(0);
    await demo.fail(payoutId);
  }
  const after = await selectUserWithdrawal(deps.db, userId, id);
  if (after === undefined) throw new NotFound(walletMessages.withdrawNotFound);
  if (after.status === 'paid') throw new Conflict(walletMessages.withdrawAlreadySettled);
  return toWithdrawal(after);
}

/** The demo payout provider stops answering for the user's own withdrawal not yet paid. */
export async function takePayoutProviderDown(
  deps: DemoProviders,
  userId: number,
  id: number,
): Promise<Withdrawal> {
  const own = await selectUserWithdrawal(deps.db, userId, id);
  const demo = deps.payouts.demo;
  if (own === undefined || demo === null) throw new NotFound(walletMessages.withdrawNotFound);
  if (own.status === 'paid' || own.status === 'failed')
    throw new Conflict(walletMessages.withdrawAlreadySettled);
  demo.goDownFor(id);
  return toWithdrawal(own);
}

/**
 * The demo widget's Aprovar/Reprovar, as the KYC provider's callback, and our
 * verdict after it, which may reject what the provider approved. The session
 * id (128 random bits) is what authorises the demo widget.
 */
export async function kycVerdict(
  deps: DemoProviders,
  sessionId: string,
  { result, person }: z.infer<typeof kycResultRequestSchema>,
): Promise<{ refused: Refusal } | { verdict: KycResult }> {
  const session = await liveSession(deps.db, sessionId, deps.clock());
  const common = {
    event_id: eventId(),
    session_id: sessionId,
    user_reference: String(session.userId),
  };
  const account = await loadAccount(deps.db, session.userId);
  const refused = await deps.sendSigned(
    '/providers-api/kyc/callback',
    result === 'rejected'
      ? { ...common, result }
      : { ...common, result, ...sandboxPerson(account, person, deps.clock()) },
  );
  if (refused !== null) return { refused };
  const finished = await liveSession(deps.db, sessionId, deps.clock());
  return { verdict: finished.status === 'approved' ? 'approved' : 'rejected' };
}
