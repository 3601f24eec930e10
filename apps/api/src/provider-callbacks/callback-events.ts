import type {
  KycCallback,
  PaymentWebhook,
  PayoutCallback,
} from '@velas/domain/schemas/provider-callbacks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { providerActor } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { selectChargeForUpdate } from '#/deposits/deposits-repository.js';
import { Conflict, Forbidden } from '#/domain-errors.js';
import { finishSession, openSessionForVerdict } from '#/kyc/kyc-sessions.js';
import { decideVerdict } from '#/kyc/kyc-verdict.js';
import { settlePayout } from '#/payouts/payouts.js';
import { receivePayment } from '#/wallet/received-payments.js';
import { claimProviderEvent, type ProviderName } from './provider-events-repository.js';
import { PROVIDER_MESSAGES } from './provider-messages.js';

/**
 * What the callbacks need of the app: its database, clock and payouts. The
 * clock is read once per callback: its claim, its credit, settlement or
 * verdict, and their audit rows carry the same instant.
 */
export type CallbackDeps = Pick<FastifyInstance, 'db' | 'clock' | 'payouts'>;

/** An event delivered before: a conflict, counted as `replayed` (callback-routes.ts). */
export class ReplayedEvent extends Conflict {
  constructor() {
    super(PROVIDER_MESSAGES.replayed);
  }
}

async function claim(tx: Tx, provider: ProviderName, id: string, now: number) {
  if (!(await claimProviderEvent(tx, provider, id, now))) throw new ReplayedEvent();
}

export async function receivePaymentEvent(
  app: CallbackDeps,
  log: FastifyBaseLogger,
  event: PaymentWebhook,
): Promise<void> {
  const now = app.clock();
  const received = await app.db.transaction(async (tx) => {
    await claim(tx, 'payment', event.event_id, now);
    // A charge we do not have is no reason to drop the money: the payment
    // is recorded and refunded all the same (wallet/received-payments.ts).
    const charge = await selectChargeForUpdate(tx, event.charge_id);
    const outcome = await receivePayment(tx, {
      chargeId: event.charge_id,
      charge,
      payment: { paymentId: event.payment_id ?? event.event_id, amountCents: event.amount_cents },
      now,
      actor: providerActor('payment'),
    });
    app.payouts.sendAfterCommit(outcome.refundPayoutId, log);
    return outcome;
  });
  log.info(
    { eventId: event.event_id, chargeId: event.charge_id, outcome: received.outcome },
    'pix payment received',
  );
}

export async function settlePayoutEvent(
  app: CallbackDeps,
  log: FastifyBaseLogger,
  event: PayoutCallback,
): Promise<void> {
  const now = app.clock();
  const settled = await app.db.transaction(async (tx) => {
    await claim(tx, 'payout', event.event_id, now);
    return settlePayout(tx, {
      verdict: {
        payoutId: event.payout_id,
        result: event.type === 'payout.paid' ? 'paid' : 'failed',
        amountCents: event.amount_cents,
        reason: event.reason ?? null,
      },
      now,
      actor: providerActor('payout'),
      settleWithdrawal: app.payouts.context.settleWithdrawal,
    });
  });
  log.info(
    { eventId: event.event_id, payoutId: event.payout_id, type: event.type, outcome: settled },
    'payout settled',
  );
}

/**
 * A KYC session's verdict, bound to the session's user and approved only for
 * the account's CPF, 18 or older (kyc/kyc-verdict.ts).
 */
export async function finishKycEvent(
  app: CallbackDeps,
  log: FastifyBaseLogger,
  event: KycCallback,
): Promise<void> {
  const now = app.clock();
  const session = await app.db.transaction(async (tx) => {
    await claim(tx, 'kyc', event.event_id, now);
    const open = await openSessionForVerdict(tx, event.session_id, now);
    if (String(open.userId) !== event.user_reference)
      throw new Forbidden(PROVIDER_MESSAGES.sessionNotOfUser);
    const actor = providerActor('kyc');
    const decided = await decideVerdict(tx, { session: open, event, now, actor });
    await finishSession(tx, { session: open, verdict: decided, now, actor });
    return { ...open, ...decided };
  });
  // The provider's delivery succeeded even when our verdict is a rejection.
  log.info(
    {
      eventId: event.event_id,
      userId: session.userId,
      flow: session.flow,
      providerResult: event.result,
      result: session.result,
      rejection: session.rejection,
      releasedAccountId: session.releasedAccountId,
    },
    'kyc session finished',
  );
}
