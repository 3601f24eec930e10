// The back office's queue routes (docs/operations.md#back-office-queues-and-actions)
// on the ops listener. Decisions that move money ask the TOTP code again (freshTotp).
import { doneSchema, idParamsSchema } from '@velas/domain/schemas/backoffice/common';
import { reasonBodySchema } from '@velas/domain/schemas/backoffice/common';
import {
  cpfClaimDecisionRequestSchema,
  cpfClaimsQueueResponseSchema,
  decisionRequestSchema,
  heldWithdrawalsResponseSchema,
  kycDecisionRequestSchema,
  kycQueueResponseSchema,
  payoutActionRequestSchema,
  payoutActionResponseSchema,
  refundResendResponseSchema,
  stuckPayoutsResponseSchema,
  uncreditedPaymentsResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCall } from '../../staff/staff-audit.js';
import { cpfClaimsQueue, decideCpfClaim } from './cpf-claims-queue.js';
import { decideHeldWin, decideHeldWithdrawal, heldQueue } from './held-queue.js';
import { decideKyc, kycQueue } from './kyc-queue.js';
import { actOnStuckPayout, stuckPayoutsQueue } from './payouts-queue.js';
import { resendRefund, uncreditedQueue } from './received-queue.js';

const payoutParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

export function queuesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const done = { ok: true as const };

  app.get(
    '/queues/withdrawals',
    {
      config: { permission: 'withdrawals.queue' },
      schema: { response: { 200: heldWithdrawalsResponseSchema } },
    },
    (request) => heldQueue(app.db, staffCall(request), app.settings.operator.moneyOut),
  );
  app.post(
    '/queues/withdrawals/:id/decide',
    {
      config: { permission: 'withdrawals.decide', freshTotp: true },
      schema: {
        params: idParamsSchema,
        body: decisionRequestSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await decideHeldWithdrawal(
        app.payouts.context,
        staffCall(request),
        request.params.id,
        request.body,
        app.settings.operator.moneyOut,
      );
      return done;
    },
  );
  app.post(
    '/queues/wins/:id/decide',
    {
      config: { permission: 'withdrawals.decide', freshTotp: true },
      schema: {
        params: idParamsSchema,
        body: decisionRequestSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await decideHeldWin(
        app.db,
        staffCall(request),
        request.params.id,
        request.body,
        app.settings.operator.moneyOut,
      );
      return done;
    },
  );

  app.get(
    '/queues/payouts',
    {
      config: { permission: 'payouts.queue' },
      schema: { response: { 200: stuckPayoutsResponseSchema } },
    },
    () => stuckPayoutsQueue(app.db, app.clock()),
  );
  app.post(
    '/queues/payouts/:id/act',
    {
      config: { permission: 'payouts.decide', freshTotp: true },
      schema: {
        params: payoutParamsSchema,
        body: payoutActionRequestSchema,
        response: { 200: payoutActionResponseSchema },
      },
    },
    (request) =>
      actOnStuckPayout(app.payouts.context, staffCall(request), request.params.id, request.body),
  );

  app.get(
    '/queues/received',
    {
      config: { permission: 'received.queue' },
      schema: { response: { 200: uncreditedPaymentsResponseSchema } },
    },
    () => uncreditedQueue(app.db, app.clock()),
  );
  app.post(
    '/queues/received/:id/resend',
    {
      config: { permission: 'received.resend', freshTotp: true },
      schema: {
        params: idParamsSchema,
        body: reasonBodySchema,
        response: { 200: refundResendResponseSchema },
      },
    },
    (request) =>
      resendRefund(app.payouts.context, staffCall(request), request.params.id, request.body.reason),
  );

  app.get(
    '/queues/cpf-claims',
    {
      config: { permission: 'cpf_claims.queue' },
      schema: { response: { 200: cpfClaimsQueueResponseSchema } },
    },
    () => cpfClaimsQueue(app.db, app.clock()),
  );
  app.post(
    '/queues/cpf-claims/:id/decide',
    {
      config: { permission: 'cpf_claims.decide' },
      schema: {
        params: idParamsSchema,
        body: cpfClaimDecisionRequestSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await decideCpfClaim(app.db, staffCall(request), request.params.id, request.body);
      return done;
    },
  );

  app.get(
    '/queues/kyc',
    { config: { permission: 'kyc.queue' }, schema: { response: { 200: kycQueueResponseSchema } } },
    () => kycQueue(app.db, app.clock()),
  );
  app.post(
    '/queues/kyc/:id/decide',
    {
      // Compliance decides what the KYC queue shows; the table has no separate decide permission.
      config: { permission: 'kyc.queue' },
      schema: {
        params: idParamsSchema,
        body: kycDecisionRequestSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await decideKyc(app.db, staffCall(request), request.params.id, request.body);
      return done;
    },
  );
  return Promise.resolve();
}
