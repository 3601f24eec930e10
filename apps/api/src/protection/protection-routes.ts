// Signals are computed on the device, so the api cannot stop the arithmetic;
// what it can do is refuse the permit every signal screen asks for first.
import { noContentSchema } from '@velas/domain/schemas/common';
import {
  exclusionRequestSchema,
  limitsSchema,
  pauseRequestSchema,
  protectionStatusSchema,
  realityCheckAnsweredRequestSchema,
  realityCheckRequestSchema,
  recordsQuerySchema,
  recordsResponseSchema,
  signalPermitResponseSchema,
} from '@velas/domain/schemas/protection';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerActor } from '#/audit/audit-actor.js';
import { closeAccount } from './account-closing.js';
import { selfExclude, startPause } from './blocks.js';
import { assertMayPlay, chooseLimits } from './protection.js';
import { answerRealityCheck, chooseRealityCheck } from './reality-check.js';
import { playerRecords } from './records.js';
import { protectionStatus } from './status.js';

const status = { 200: protectionStatusSchema };

/** The player's choices, each answered with the status they lead to. */
function choiceRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const preValidation = app.authenticate;

  app.get(
    '/api/protection/status',
    { preValidation, schema: { response: status } },
    async (request) => protectionStatus(db, request.userId, app.clock()),
  );

  app.put(
    '/api/protection/limits',
    { preValidation, schema: { body: limitsSchema, response: status } },
    async (request) => {
      const now = app.clock();
      await db.transaction((tx) =>
        chooseLimits(tx, {
          userId: request.userId,
          next: request.body,
          now,
          actor: playerActor(request.userId),
        }),
      );
      return protectionStatus(db, request.userId, now);
    },
  );

  app.put(
    '/api/protection/reality-check',
    { preValidation, schema: { body: realityCheckRequestSchema, response: status } },
    async (request) =>
      chooseRealityCheck(db, {
        userId: request.userId,
        minutes: request.body.minutes,
        now: app.clock(),
      }),
  );

  // 'Continuar' on the reality check, remembered by the session (docs/product/player-protection.md#play-session).
  app.post(
    '/api/protection/reality-check/answered',
    { preValidation, schema: { body: realityCheckAnsweredRequestSchema, response: status } },
    async (request) =>
      answerRealityCheck(db, {
        userId: request.userId,
        answered: request.body.answered,
        now: app.clock(),
      }),
  );
}

/** A pause and a self-exclusion stop play at once (halt-play.ts). */
function blockRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const preValidation = app.authenticate;

  app.post(
    '/api/protection/pause',
    { preValidation, schema: { body: pauseRequestSchema, response: status } },
    async (request) => {
      const now = app.clock();
      await db.transaction((tx) =>
        startPause(tx, {
          userId: request.userId,
          duration: request.body.duration,
          now,
          actor: playerActor(request.userId),
        }),
      );
      return protectionStatus(db, request.userId, now);
    },
  );

  app.post(
    '/api/protection/exclusion',
    { preValidation, schema: { body: exclusionRequestSchema, response: status } },
    async (request) => {
      const now = app.clock();
      await db.transaction((tx) =>
        selfExclude(tx, {
          userId: request.userId,
          months: request.body.months,
          now,
          actor: playerActor(request.userId),
        }),
      );
      return protectionStatus(db, request.userId, now);
    },
  );
}

function recordsRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const schema = { querystring: recordsQuerySchema, response: { 200: recordsResponseSchema } };
  app.get(
    '/api/protection/records',
    { preValidation: app.authenticate, schema },
    async (request) => ({
      data: await playerRecords(db, {
        userId: request.userId,
        from: request.query.from,
        to: request.query.to,
        now: app.clock(),
      }),
    }),
  );
}

function signalPermitRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: signalPermitResponseSchema } };
  app.post('/api/signals/permit', { preValidation: app.authenticate, schema }, async (request) => {
    await assertMayPlay(app.db, request.userId, request.limits, app.clock());
    return { allowed: true as const };
  });
}

function closeAccountRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 204: noContentSchema } };
  app.post(
    '/api/protection/close-account',
    { preValidation: app.authenticate, schema },
    async (request, reply) => {
      await app.db.transaction((tx) =>
        closeAccount(tx, request.userId, app.clock(), playerActor(request.userId)),
      );
      return reply.status(204).send(null);
    },
  );
}

export function protectionRoutes(app: FastifyInstance): void {
  choiceRoutes(app);
  blockRoutes(app);
  recordsRoute(app);
  signalPermitRoute(app);
  closeAccountRoute(app);
}
