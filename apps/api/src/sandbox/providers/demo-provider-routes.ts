// Demo mode only: the built-in payment and KYC providers. "Simular pagamento"
// and the widget's Aprovar/Reprovar don't change anything themselves: they
// sign a provider callback with the demo secret and send it to the same
// /providers-api routes a real provider calls, so the demo exercises the
// production code path.
//   POST /api/deposits/:id/pay                    (bearer) the user's own deposit
//   POST /kyc-api/demo/sessions/:sessionId/verdict { result, person } from the demo widget:
//        an approval "verifies" the account's own person, someone with another
//        CPF, or a minor, so the sandbox shows each verdict of docs/product.md#kyc
//   POST /api/withdraws/:id/simulate-failure       (bearer) the demo payout provider
//        fails the user's own withdrawal still in processing: its signed
//        callback returns the money to the balance (sandbox/payouts/demo-payout-provider.ts)
//   POST /api/withdraws/:id/simulate-provider-down (bearer) the demo payout
//        provider never answers the payout of the user's own withdrawal not yet
//        paid: it stays queued, in the back office's queue of stuck payouts
import { randomBytes } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import type { ApiError } from '@velas/domain/schemas/api-error';
import { int4Id } from '@velas/domain/schemas/common';
import {
  kycResultRequestSchema,
  kycResultResponseSchema,
  sessionPathSchema,
  type KycResult,
} from '@velas/domain/schemas/kyc';
import type { KycCallback, PaymentWebhook } from '@velas/domain/schemas/provider-callbacks';
import {
  depositIdSchema,
  depositResponseSchema,
  withdrawalResponseSchema,
} from '@velas/domain/schemas/wallet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAccount } from '../../accounts/accounts-repository.js';
import { Conflict, NotFound, Refused } from '../../domain-errors.js';
import { liveSession } from '../../kyc/kyc-sessions.js';
import { selectWithdrawalPayoutId } from '../../payouts/payouts-repository.js';
import { signatureHeaders } from '../../provider-wire/signature.js';
import { findDeposit } from '../../wallet/deposits.js';
import { selectUserWithdrawal } from '../../wallet/withdrawals-repository.js';
import { toWithdrawal } from '../../wallet/withdrawals.js';
import { sandboxPerson } from './sandbox-person.js';

const withdrawalIdSchema = z.object({
  id: int4Id(messages.withdrawNotFound),
});

interface Refusal {
  status: number;
  body: ApiError;
}

/** The callback route's refusal is the demo's answer, status and all. */
function relay(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.status(refusal.status).send(refusal.body);
}

export function demoProviderRoutes(
  instance: FastifyInstance,
  { secret }: { secret: string },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** Sends the signed callback to its route: null once it was taken, else the route's refusal. */
  async function sendSigned(
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
    const { message } = response.json<{ message?: string }>();
    return {
      status: response.statusCode,
      body: { message: message ?? messages.depositFailed, errors: {} },
    };
  }
  const eventId = () => `demo-${randomBytes(12).toString('hex')}`;

  app.post(
    '/api/deposits/:id/pay',
    {
      preValidation: app.authenticate,
      schema: { params: depositIdSchema, response: { 200: depositResponseSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deposit = await findDeposit(app.db, request.userId, id, app.clock());
      if (deposit.status === 'paid') return { data: deposit };
      // Like a bank app with a static key, the demo pays an expired or
      // cancelled charge too: the provider reports it and it is refunded.
      const refused = await sendSigned('/providers-api/payment/webhook', {
        event_id: eventId(),
        type: 'charge.paid',
        charge_id: id,
        amount_cents: deposit.amount,
      });
      if (refused !== null) return relay(reply, refused);
      // What the payment became, read after it (the charge may have expired
      // or been cancelled between the first read and the webhook).
      const after = await findDeposit(app.db, request.userId, id, app.clock());
      if (after.status === 'expired') throw new Refused(messages.depositExpired);
      if (after.status === 'cancelled') throw new Refused(messages.depositCancelled);
      return { data: after };
    },
  );

  app.post(
    '/api/withdraws/:id/simulate-failure',
    {
      preValidation: app.authenticate,
      schema: { params: withdrawalIdSchema, response: { 200: withdrawalResponseSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const own = await selectUserWithdrawal(app.db, request.userId, id);
      if (own === undefined) throw new NotFound(messages.withdrawNotFound);
      const demo = app.payouts.demo;
      if (demo === null) throw new NotFound(messages.withdrawNotFound);
      const payoutId = await selectWithdrawalPayoutId(app.db, id);
      if (own.status === 'processing' && payoutId !== undefined && !(await demo.fail(payoutId))) {
        // Not yet with the provider (queued): send it now, then fail it.
        await app.payouts.sendQueued(0);
        await demo.fail(payoutId);
      }
      const after = await selectUserWithdrawal(app.db, request.userId, id);
      if (after === undefined) throw new NotFound(messages.withdrawNotFound);
      if (after.status === 'paid') throw new Conflict(messages.withdrawAlreadySettled);
      return { data: toWithdrawal(after) };
    },
  );

  app.post(
    '/api/withdraws/:id/simulate-provider-down',
    {
      preValidation: app.authenticate,
      schema: { params: withdrawalIdSchema, response: { 200: withdrawalResponseSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const own = await selectUserWithdrawal(app.db, request.userId, id);
      const demo = app.payouts.demo;
      if (own === undefined || demo === null) throw new NotFound(messages.withdrawNotFound);
      if (own.status === 'paid' || own.status === 'failed')
        throw new Conflict(messages.withdrawAlreadySettled);
      demo.goDownFor(id);
      return { data: toWithdrawal(own) };
    },
  );

  const verdictSchema = {
    params: sessionPathSchema,
    body: kycResultRequestSchema,
    response: { 200: kycResultResponseSchema },
  };
  app.post(
    '/kyc-api/demo/sessions/:sessionId/verdict',
    { schema: verdictSchema },
    async (request, reply) => {
      const { sessionId } = request.params;
      const { result, person } = request.body;
      // The session id (128 random bits) is what authorises the demo widget, as before.
      const session = await liveSession(app.db, sessionId, app.clock());
      const common = {
        event_id: eventId(),
        session_id: sessionId,
        user_reference: String(session.userId),
      };
      const account = await loadAccount(app.db, session.userId);
      const refused = await sendSigned(
        '/providers-api/kyc/callback',
        result === 'rejected'
          ? { ...common, result }
          : { ...common, result, ...sandboxPerson(account, person, app.clock()) },
      );
      if (refused !== null) return relay(reply, refused);
      // Our verdict, which may reject what the provider approved.
      const finished = await liveSession(app.db, sessionId, app.clock());
      const verdict: KycResult = finished.status === 'approved' ? 'approved' : 'rejected';
      return { session_id: sessionId, result: verdict };
    },
  );
}
