// The signature covers the exact body bytes, so the text is kept as it came.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact text, kept by the signed routes for their signature check. */
    rawBody?: string;
  }
}

/** The JSON in `raw`, or undefined when it is not JSON. */
export function parseJsonOrUndefined(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * In `app`'s scope only: a JSON body is kept as text on `request.rawBody`,
 * and the body the route sees is its JSON, or undefined when it is not JSON.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = raw;
    done(null, parseJsonOrUndefined(raw));
  });
}
