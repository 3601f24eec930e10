import { commonMessages } from '@velas/domain/messages/common';
import { sessionPathSchema } from '@velas/domain/schemas/kyc';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '#/domain-errors.js';
import { statusOf } from '#/http/error-handler.js';
import { allowedAppOrigins } from '#/http/security.js';
import { liveSession } from './kyc-sessions.js';
import { widgetErrorPage, widgetPage } from './widget-page.js';

// `theme` is the app's colour mode; anything else draws the dark default.
const widgetQuerySchema = z.object({ origin: z.string().optional(), theme: z.string().optional() });

function widgetCsp(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "img-src 'self' blob: data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${appOrigins.join(' ')}`,
  ].join('; ');
}

function sendWidget(reply: FastifyReply, csp: string, status: number, html: string) {
  // Framed by the app: frame-ancestors replaces X-Frame-Options here.
  reply.removeHeader('x-frame-options');
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      // Another origin (the app) embeds it; who may is decided by frame-ancestors.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-store')
      .send(html)
  );
}

export function widgetPageRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const appOrigins = allowedAppOrigins(app.config);
  const appOrigin = new URL(app.config.APP_ORIGIN).origin;
  const csp = widgetCsp(appOrigins);

  // An HTML page, not JSON. A malformed session id is an unknown session: the
  // framed page says so (attachValidation), while a bad query stays a 400.
  const widgetSchema = { params: sessionPathSchema, querystring: widgetQuerySchema };
  app.get(
    '/widget/:sessionId',
    { schema: widgetSchema, attachValidation: true },
    async (request, reply) => {
      const failed = request.validationError;
      if (failed?.validationContext === 'params')
        return sendWidget(reply, csp, 404, widgetErrorPage(commonMessages.kycSessionNotFound));
      if (failed !== undefined) throw failed;
      const { origin, theme } = request.query;
      try {
        const session = await liveSession(db, request.params.sessionId, app.clock());
        if (session.status !== 'open')
          return await sendWidget(
            reply,
            csp,
            409,
            widgetErrorPage(commonMessages.kycSessionFinished),
          );
        const parentOrigin =
          origin !== undefined && appOrigins.includes(origin) ? origin : appOrigin;
        return await sendWidget(
          reply,
          csp,
          200,
          widgetPage(session, parentOrigin, theme === 'light' ? 'light' : 'dark'),
        );
      } catch (error) {
        if (error instanceof DomainError)
          return sendWidget(reply, csp, statusOf(error), widgetErrorPage(error.message));
        throw error;
      }
    },
  );
}
