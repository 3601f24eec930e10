// The back office's queue routes (docs/operations/back-office-queues.md#back-office-queues-and-actions)
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
import type { Permission } from '@velas/domain/staff/permissions';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCall, type StaffCall } from '../../staff/staff-audit.js';
import { cpfClaimsQueue, decideCpfClaim } from './cpf-claims-queue.js';
import { decideHeldWin, decideHeldWithdrawal, heldQueue } from './held-queue.js';
import { decideKyc, kycQueue } from './kyc-queue.js';
import { actOnStuckPayout, stuckPayoutsQueue } from './payouts-queue.js';
import { resendRefund, uncreditedQueue } from './received-queue.js';

const payoutParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** A staff member's decision on one item of a queue: POST, the item's id in the path. */
interface Decision<Params extends z.ZodType, Body extends z.ZodType, Answer extends z.ZodType> {
  permission: Permission;
  /** The decision moves money: the TOTP code is asked again. */
  freshTotp: boolean;
  params: Params;
  body: Body;
  answer: Answer;
  decide(call: StaffCall, params: z.infer<Params>, body: z.infer<Body>): Promise<z.infer<Answer>>;
}

function decisionRoute<Params extends z.ZodType, Body extends z.ZodType, Answer extends z.ZodType>(
  instance: FastifyInstance,
  path: string,
  decision: Decision<Params, Body, Answer>,
): void {
  const { permission, freshTotp, params, body, answer } = decision;
  // Parsed before the handler, answered through `answer` (http/zod-compilers.ts).
  const schema: FastifySchema = { params, body, response: { 200: answer } };
  instance.post(
    path,
    { config: freshTotp ? { permission, freshTotp } : { permission }, schema },
    (request) =>
      decision.decide(
        staffCall(request),
        request.params as z.infer<Params>,
        request.body as z.infer<Body>,
      ),
  );
}

const done = { ok: true as const };

/** A decision whose answer is only "done". */
const thenDone =
  <Params, Body>(decide: (call: StaffCall, params: Params, body: Body) => Promise<unknown>) =>
  async (call: StaffCall, params: Params, body: Body) => {
    await decide(call, params, body);
    return done;
  };

export function queuesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/queues/withdrawals',
    {
      config: { permission: 'withdrawals.queue' },
      schema: { response: { 200: heldWithdrawalsResponseSchema } },
    },
    (request) => heldQueue(app.db, staffCall(request), app.settings.operator.moneyOut),
  );
  app.get(
    '/queues/payouts',
    {
      config: { permission: 'payouts.queue' },
      schema: { response: { 200: stuckPayoutsResponseSchema } },
    },
    () => stuckPayoutsQueue(app.db, app.clock()),
  );
  app.get(
    '/queues/received',
    {
      config: { permission: 'received.queue' },
      schema: { response: { 200: uncreditedPaymentsResponseSchema } },
    },
    () => uncreditedQueue(app.db, app.clock()),
  );
  app.get(
    '/queues/cpf-claims',
    {
      config: { permission: 'cpf_claims.queue' },
      schema: { response: { 200: cpfClaimsQueueResponseSchema } },
    },
    () => cpfClaimsQueue(app.db, app.clock()),
  );
  app.get(
    '/queues/kyc',
    { config: { permission: 'kyc.queue' }, schema: { response: { 200: kycQueueResponseSchema } } },
    () => kycQueue(app.db, app.clock()),
  );

  const decideById = { params: idParamsSchema, answer: doneSchema };
  decisionRoute(app, '/queues/withdrawals/:id/decide', {
    ...decideById,
    permission: 'withdrawals.decide',
    freshTotp: true,
    body: decisionRequestSchema,
    decide: thenDone((call, { id }, body) =>
      decideHeldWithdrawal(app.payouts.context, call, id, body, app.settings.operator.moneyOut),
    ),
  });
  decisionRoute(app, '/queues/wins/:id/decide', {
    ...decideById,
    permission: 'withdrawals.decide',
    freshTotp: true,
    body: decisionRequestSchema,
    decide: thenDone((call, { id }, body) =>
      decideHeldWin(app.db, call, id, body, app.settings.operator.moneyOut),
    ),
  });
  decisionRoute(app, '/queues/payouts/:id/act', {
    permission: 'payouts.decide',
    freshTotp: true,
    params: payoutParamsSchema,
    body: payoutActionRequestSchema,
    answer: payoutActionResponseSchema,
    decide: (call, { id }, body) => actOnStuckPayout(app.payouts.context, call, id, body),
  });
  decisionRoute(app, '/queues/received/:id/resend', {
    permission: 'received.resend',
    freshTotp: true,
    params: idParamsSchema,
    body: reasonBodySchema,
    answer: refundResendResponseSchema,
    decide: (call, { id }, { reason }) => resendRefund(app.payouts.context, call, id, reason),
  });
  decisionRoute(app, '/queues/cpf-claims/:id/decide', {
    ...decideById,
    permission: 'cpf_claims.decide',
    freshTotp: false,
    body: cpfClaimDecisionRequestSchema,
    decide: thenDone((call, { id }, body) => decideCpfClaim(app.db, call, id, body)),
  });
  decisionRoute(app, '/queues/kyc/:id/decide', {
    ...decideById,
    // Compliance decides what the KYC queue shows; the table has no separate decide permission.
    permission: 'kyc.queue',
    freshTotp: false,
    body: kycDecisionRequestSchema,
    decide: thenDone((call, { id }, body) => decideKyc(app.db, call, id, body)),
  });
  return Promise.resolve();
}
