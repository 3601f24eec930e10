import { commonMessages } from '@velas/domain/messages/common';
import {
  WALLET_SIGNATURE_HEADER,
  dailyReportRequestSchema,
  gameUrlRequestSchema,
} from '@velas/domain/schemas/game-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Invalid, NotFound, Unauthenticated } from '#/domain-errors.js';
import { PROVIDER_MESSAGES } from '#/provider-callbacks/callback-routes.js';
import { openCrashSession } from './crash-sessions.js';
import { demoDailyReport } from './daily-report.js';
import { DEMO_CRASH_GAME_CODE, type DemoAggregatorKeys } from './demo-aggregator.js';

export function demoOperatorRoutes(
  app: FastifyInstance,
  keys: DemoAggregatorKeys,
  origin: string,
): void {
  /** Our signed request's body, checked with our public key as a real aggregator does. */
  function signedBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
    const raw = request.rawBody;
    const signature = request.headers[WALLET_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !keys.requestVerifier.verify(raw ?? '', signature))
      throw new Unauthenticated(PROVIDER_MESSAGES.badSignature);
    // Only a body read as JSON text counts: what the signature covered.
    const parsed = schema.safeParse(raw === undefined ? undefined : request.body);
    if (!parsed.success) throw new Invalid(PROVIDER_MESSAGES.badBody);
    return parsed.data;
  }

  app.post('/operator/generic/v2/report/daily', async (request) => {
    const { date } = signedBody(request, dailyReportRequestSchema);
    return demoDailyReport(app.db, date);
  });

  app.post('/operator/generic/v2/game/url', async (request) => {
    const call = signedBody(request, gameUrlRequestSchema);
    if (call.game_code !== DEMO_CRASH_GAME_CODE) throw new NotFound(commonMessages.notFound);
    const id = await openCrashSession(app.db, {
      playerRef: call.user,
      token: call.token,
      gameCode: call.game_code,
      now: app.clock(),
    });
    return { url: `${origin}/demo-aggregator/crash?session=${id}` };
  });
}
