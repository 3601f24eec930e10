// Verification sessions at /kyc-api (docs/api/calls.md#kyc-kyc-api-and-its-sandbox-widget).
// The verdict comes only from the provider's signed callback; in a demo the
// sandbox widget reaches it through the demo provider.
import { readFileSync } from 'node:fs';
import { HOUR_MS } from '@velas/domain/calendar';
import { onlyDigits } from '@velas/domain/documents';
import { commonMessages } from '@velas/domain/messages/common';
import {
  kycSessionRequestSchema,
  kycSessionResponseSchema,
  sessionPathSchema,
} from '@velas/domain/schemas/kyc';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAccount } from '../accounts/index.js';
import { accountAndAddressLimits } from '../auth/account-budgets.js';
import { DomainError, Forbidden } from '../domain-errors.js';
import { statusOf } from '../http/error-handler.js';
import { APP_FONT } from '../http/public-files.js';
import { allowedAppOrigins } from '../http/security.js';
import { liveSession, newSessionId, openSession } from './kyc-sessions.js';
import { widgetErrorPage, widgetPage } from './widget-page.js';

const ASSETS_DIR = new URL('../../public/kyc/', import.meta.url);
const ASSETS = {
  'widget.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('widget.js', ASSETS_DIR), 'utf8'),
  },
  'widget.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(new URL('widget.css', ASSETS_DIR), 'utf8'),
  },
  // The app's font, so the frame reads as the app (docs/api/providers.md#kyc-widget-look).
  'figtree-ptbr-wght.woff2': { type: 'font/woff2', body: APP_FONT },
} as const;

// `theme` is the app's colour mode; anything else draws the dark default.
const widgetQuerySchema = z.object({ origin: z.string().optional(), theme: z.string().optional() });
const assetPathSchema = z.object({
  file: z.enum(['widget.js', 'widget.css', 'figtree-ptbr-wght.woff2'], {
    error: commonMessages.notFound,
  }),
});

export function kycPlugin(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const sessionLimits = accountAndAddressLimits(
    app,
    'kyc_sessions',
    app.config.KYC_SESSIONS_PER_ACCOUNT_PER_HOUR,
    commonMessages.tooManyKycSessions,
    HOUR_MS,
  );
  app.post(
    '/kyc/session',
    {
      onRequest: sessionLimits.onRequest,
      preValidation: app.authenticate,
      preHandler: sessionLimits.preHandler,
      schema: { body: kycSessionRequestSchema, response: { 200: kycSessionResponseSchema } },
    },
    async (request) => {
      const { body } = request;
      const account = await loadAccount(db, request.userId);
      if (onlyDigits(body.cpf) !== account.cpf)
        throw Forbidden.field('cpf', commonMessages.cpfNotOwned);
      const id = newSessionId();
      // The provider first: a session it could not open is never stored as pending.
      const widgetUrl = await app.providers.kycWidgets.open({
        sessionId: id,
        userId: request.userId,
        flow: body.flow,
        cpf: account.cpf,
        name: account.name,
      });
      await db.transaction((tx) =>
        openSession(tx, id, request.userId, body.flow, body.betHouse, app.clock()),
      );
      request.log.info({ userId: request.userId, flow: body.flow }, 'kyc session opened');
      return { session_id: id, widget_url: widgetUrl };
    },
  );

  // The sandbox widget exists only where it is the widget in use (not in production).
  if (app.providers.kycWidgets.sandbox) sandboxWidgetRoutes(instance);
}

function sandboxWidgetRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const appOrigins = allowedAppOrigins(app.config);
  const appOrigin = new URL(app.config.APP_ORIGIN).origin;
  const widgetCsp = [
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

  function sendWidget(reply: FastifyReply, status: number, html: string) {
    // Framed by the app: frame-ancestors replaces X-Frame-Options here.
    reply.removeHeader('x-frame-options');
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', widgetCsp)
        // Another origin (the app) embeds it; who may is decided by frame-ancestors.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'no-store')
        .send(html)
    );
  }

  // An HTML page, not JSON. A malformed session id is an unknown session: the
  // framed page says so (attachValidation), while a bad query stays a 400.
  const widgetSchema = { params: sessionPathSchema, querystring: widgetQuerySchema };
  app.get(
    '/widget/:sessionId',
    { schema: widgetSchema, attachValidation: true },
    async (request, reply) => {
      const failed = request.validationError;
      if (failed?.validationContext === 'params')
        return sendWidget(reply, 404, widgetErrorPage(commonMessages.kycSessionNotFound));
      if (failed !== undefined) throw failed;
      const { origin, theme } = request.query;
      try {
        const session = await liveSession(db, request.params.sessionId, app.clock());
        if (session.status !== 'open')
          return await sendWidget(reply, 409, widgetErrorPage(commonMessages.kycSessionFinished));
        const parentOrigin =
          origin !== undefined && appOrigins.includes(origin) ? origin : appOrigin;
        return await sendWidget(
          reply,
          200,
          widgetPage(session, parentOrigin, theme === 'light' ? 'light' : 'dark'),
        );
      } catch (error) {
        if (error instanceof DomainError)
          return sendWidget(reply, statusOf(error), widgetErrorPage(error.message));
        throw error;
      }
    },
  );

  app.get('/widget-assets/:file', { schema: { params: assetPathSchema } }, (request, reply) => {
    const asset = ASSETS[request.params.file];
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });
}
