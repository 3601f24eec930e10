import { gamesMessages } from '@velas/domain/messages/games';
import { toCents } from '@velas/domain/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseJsonOrUndefined } from '#/provider-wire/raw-json-body.js';
import { crashSessionOf } from './crash-sessions.js';
import type { demoCrashGame } from './demo-crash-game.js';

export type DemoCrashGame = ReturnType<typeof demoCrashGame>;
type CrashSession = NonNullable<Awaited<ReturnType<typeof crashSessionOf>>>;

const pageCallSchema = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const betCallSchema = pageCallSchema.extend({
  amountCents: z.int().transform(toCents),
  autoCashout: z.number().nullable(),
});
/** `shown`: the multiplier on the button the player tapped, which is what gets paid. */
const cashoutCallSchema = pageCallSchema.extend({
  shown: z.number().min(1).max(1_000_000).optional(),
});

export function crashPlayRoutes(app: FastifyInstance, game: DemoCrashGame): void {
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
    const session = sessionId === '' ? null : await crashSessionOf(app.db, sessionId);
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
    const context = await pageCall(request.body, cashoutCallSchema, reply);
    if (context === null) return reply;
    return reply.send(await game.cashOut(context.session, context.call.shown));
  });
}
