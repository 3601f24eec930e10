import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { WebConfig } from '#/config/web-config.js';

export function allowedAppOrigins(config: WebConfig): string[] {
  return [
    ...new Set([
      new URL(config.APP_ORIGIN).origin,
      ...config.CORS_ORIGINS.map((url) => new URL(url).origin),
    ]),
  ];
}

/**
 * helmet's middleware as an onRequest hook, built once: @fastify/helmet
 * builds it again for every request, parsing the CSP each time, the largest
 * part of a cached read's own work (docs/api/benchmarks.md#history-odd-profile).
 * The headers are the same, written on the raw response as it did. The
 * players' app and the ops listener (ops/ops-app.ts) both use it.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): onRequestHookHandler {
  const middleware = helmet(options);
  return (request, reply, done) => {
    // helmet reports no error since version 8.1 (it throws while building, above).
    middleware(request.raw, reply.raw, () => {
      done();
    });
  };
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const extraOrigins = app.config.CSP_EXTRA_ORIGINS.map((url) => new URL(url).origin);
    app.addHook(
      'onRequest',
      securityHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // styled-components injects <style> elements at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...extraOrigins],
            // Game frames and the betting house fallback page are external https pages.
            frameSrc: ["'self'", 'https:', ...extraOrigins],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
          },
        },
        // The KYC widget and game frames are embedded cross-origin in some setups.
        crossOriginEmbedderPolicy: false,
      }),
    );
    await app.register(cors, {
      origin: allowedAppOrigins(app.config),
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'user', 'x-api-key'],
      maxAge: 600,
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security', dependencies: ['database'] },
);
