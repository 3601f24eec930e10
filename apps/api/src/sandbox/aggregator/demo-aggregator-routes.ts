// The demo aggregator's routes at /demo-aggregator (docs/product/games.md#demo-crash-game):
// our signed game/url and daily report, the crash page and its calls. Bets and
// wins go to the operator's wallet, signed, like a real aggregator's.
import { commonMessages } from '@velas/domain/messages/common';
import { gamesMessages } from '@velas/domain/messages/games';
import { toCents } from '@velas/domain/money';
import {
  WALLET_SIGNATURE_HEADER,
  dailyReportRequestSchema,
  gameUrlRequestSchema,
} from '@velas/domain/schemas/game-wallet';
import { mountPrefix } from '@velas/domain/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Invalid, NotFound, Unauthenticated } from '../../domain-errors.js';
import { PROVIDER_MESSAGES } from '../../provider-callbacks/callback-routes.js';
import { keepRawJsonBody, parseJsonOrUndefined } from '../../provider-wire/raw-json-body.js';
import { CRASH_FONT, CRASH_SCRIPT, crashPage, crashPagePolicy } from './crash-page.js';
import { demoDailyReport } from './daily-report.js';
import {
  DEMO_CRASH_GAME_CODE,
  newSessionId,
  walletClient,
  type DemoAggregatorKeys,
} from './demo-aggregator.js';
import { demoCrashGame } from './demo-crash-game.js';
import {
  findCrashSession,
  insertCrashSession,
  type CrashSession,
} from './demo-crash-repository.js';

const pageCallSchema = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const betCallSchema = pageCallSchema.extend({
  amountCents: z.int().transform(toCents),
  autoCashout: z.number().nullable(),
});

export interface DemoAggregatorOptions {
  keys: DemoAggregatorKeys;
  /** The demo house whose rounds the game plays. */
  betHouse: string;
}

export function demoAggregatorRoutes(app: FastifyInstance, options: DemoAggregatorOptions): void {
  const { keys, betHouse } = options;
  const game = demoCrashGame(app, walletClient(app, keys.walletSigning), betHouse);
  const origin = new URL(app.config.APP_ORIGIN).origin;

  keepRawJsonBody(app);

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
    const id = newSessionId();
    await insertCrashSession(
      app.db,
      {
        id,
        playerRef: call.user,
        token: call.token,
        gameCode: call.game_code,
      },
      app.clock(),
    );
    return { url: `${origin}/demo-aggregator/crash?session=${id}` };
  });

  app.get('/crash', async (_request, reply) => {
    await game.prepare();
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', crashPagePolicy(app.config.APP_ORIGIN))
      .send(crashPage(`${mountPrefix('history')}/rounds/stream?betHouse=${betHouse}`));
  });

  // The page's opaque origin (the frame's sandbox) loads it cross-origin: CORP allows that.
  app.get('/crash/crash-game.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .send(CRASH_SCRIPT),
  );
  // A font is fetched with CORS: the opaque origin's request needs the wildcard.
  app.get('/crash/figtree-ptbr-wght.woff2', (_request, reply) =>
    reply
      .type('font/woff2')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400')
      .send(CRASH_FONT),
  );

  async function pageCall<S extends z.ZodType>(
    body: unknown,
    schema: S,
    reply: FastifyReply,
  ): Promise<{ call: z.infer<S>; session: CrashSession } | null> {
    void reply.header('access-control-allow-origin', '*');
    // The page sends its JSON as text/plain, a request its opaque origin may
    // make without a preflight; a JSON body is the signed routes' alone.
    const parsed = schema.safeParse(
      typeof body === 'string' ? parseJsonOrUndefined(body) : undefined,
    );
    const sessionId = parsed.success ? (parsed.data as { session: string }).session : '';
    const session = sessionId === '' ? null : await findCrashSession(app.db, sessionId);
    if (!parsed.success || session === null) {
      await reply.send({ message: gamesMessages.crashSessionUnknown });
      return null;
    }
    return { call: parsed.data, session };
  }

  app.post('/crash/state', async (request, reply) => {
    const context = await pageCall(request.body, pageCallSchema, reply);
    if (context === null) return reply;
    return reply.send(await game.state(context.session));
  });

  app.post('/crash/bet', async (request, reply) => {
    const context = await pageCall(request.body, betCallSchema, reply);
    if (context === null) return reply;
    return reply.send(await game.placeBet(context.session, context.call));
  });

  app.post('/crash/cashout', async (request, reply) => {
    const context = await pageCall(request.body, pageCallSchema, reply);
    if (context === null) return reply;
    return reply.send(await game.cashOut(context.session));
  });
}
