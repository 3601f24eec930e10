// Spec: docs/product/provably-fair-rounds.md#open-data.
import { historyMessages } from '@velas/domain/messages/history';
import { apiErrorSchema } from '@velas/domain/schemas/api-error';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isClosedDay, spanEndMs } from './span.js';

/**
 * CORS of the open data: any origin, never credentials (no cookie or token is
 * read here), only reads. The authenticated api keeps the app-origin list of
 * http/security.ts: this applies to the history routes only.
 */
export const PUBLIC_CORS = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
  // `User` is what the spec's third-party client sends; `If-None-Match` revalidates.
  allowedHeaders: ['user', 'if-none-match'],
  exposedHeaders: ['etag', 'content-disposition'],
  maxAge: 86_400,
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads a route's own options here. */
    cors?: typeof PUBLIC_CORS;
  }
}

/**
 * Gives every GET route of the history plugin registered after this call the
 * public CORS, and answers preflights under the plugin's prefix with it. A
 * cross-origin page may also embed the answers (CORP cross-origin).
 */
export function openToAnyOrigin(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    route.config = { ...route.config, cors: PUBLIC_CORS };
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD')
      reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
}

/** Registered after the routes so the hook above leaves it alone: the cors hook answers it. */
export function publicPreflight(app: FastifyInstance): void {
  app.options(
    '/*',
    { config: { cors: PUBLIC_CORS }, schema: { hide: true } },
    async (_request, reply) => {
      await reply.code(204).send();
    },
  );
}

export const CACHE_POLICIES = {
  immutable: 'public, max-age=31536000, immutable',
  closed: 'public, max-age=86400',
  /**
   * Today, the chain's length, the latest range: a new round comes every
   * few seconds. Shared caches keep it for seconds; a browser revalidates each time
   * (a 304 when nothing changed), so the app never shows a round late.
   */
  live: 'public, max-age=0, s-maxage=5',
  settings: 'public, max-age=300',
} as const;

export function cacheFor(reply: FastifyReply, policy: keyof typeof CACHE_POLICIES): FastifyReply {
  return reply.header('cache-control', CACHE_POLICIES[policy]);
}

/**
 * When an answer that no longer changes last changed: the newest moment its
 * rounds can carry (a round's crash, a closed day's end). Sent with the
 * immutable and closed answers only, beside their ETag, so a client that
 * keeps dates rather than tags revalidates too (If-Modified-Since).
 */
export function lastModified(reply: FastifyReply, ms: number): FastifyReply {
  return reply.header('last-modified', new Date(ms).toUTCString());
}

/**
 * A day's answer: an ended day's holds for a day and last changed when the
 * day ended; today's holds for a few seconds.
 */
export function cacheDayAnswer(reply: FastifyReply, date: string, nowMs: number): FastifyReply {
  if (!isClosedDay(date, nowMs)) return cacheFor(reply, 'live');
  return lastModified(cacheFor(reply, 'closed'), spanEndMs(date));
}

/** Adds to the Vary header instead of replacing what CORS or compression put there. */
export function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (fields.some((value) => value.toLowerCase() === field.toLowerCase() || value === '*'))
    return reply;
  return reply.header('vary', [...fields, field].join(', '));
}

const ERROR_ANSWERS = {
  400: {
    description:
      'Parâmetro inválido: `message` diz qual parâmetro e o que ele aceita; `errors` lista as mensagens por parâmetro.',
    example: {
      code: 'invalid',
      message: historyMessages.queryDate,
      errors: { date: [historyMessages.queryDate] },
    },
  },
  404: {
    description: 'Nada encontrado para estes parâmetros.',
    example: { code: 'not_found', message: historyMessages.roundNotFound, errors: {} },
  },
  429: {
    description: 'Limite de consultas por endereço excedido; tente de novo em um minuto.',
    example: { code: 'throttled', message: historyMessages.historyRateLimited, errors: {} },
  },
  503: {
    description: 'O servidor está lotado ou encerrando; tente de novo em instantes.',
    example: { code: 'unavailable', message: historyMessages.streamFull, errors: {} },
  },
} as const;

type ErrorStatus = keyof typeof ERROR_ANSWERS;

export function errorAnswers<const Codes extends readonly ErrorStatus[]>(...codes: Codes) {
  return Object.fromEntries(
    codes.map((code) => [
      code,
      apiErrorSchema.meta({
        description: ERROR_ANSWERS[code].description,
        examples: [ERROR_ANSWERS[code].example],
      }),
    ]),
  ) as { [Code in Codes[number]]: typeof apiErrorSchema };
}

export const TAGS = {
  candles: 'velas',
  analysis: 'análises',
  fairness: 'justiça',
  openData: 'dados abertos',
} as const;

export function operation(
  operationId: string,
  tag: (typeof TAGS)[keyof typeof TAGS],
  summary: string,
  description: string,
) {
  return { operationId, tags: [tag], summary, description };
}
