import type { Permission } from '@velas/domain/staff/permissions';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { staffCall, type StaffCall } from '#/staff/staff-audit.js';

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

export function decisionRoute<
  Params extends z.ZodType,
  Body extends z.ZodType,
  Answer extends z.ZodType,
>(instance: FastifyInstance, path: string, decision: Decision<Params, Body, Answer>): void {
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
export const thenDone =
  <Params, Body>(decide: (call: StaffCall, params: Params, body: Body) => Promise<unknown>) =>
  async (call: StaffCall, params: Params, body: Body) => {
    await decide(call, params, body);
    return done;
  };
