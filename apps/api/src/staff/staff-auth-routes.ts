import {
  staffEnrolmentFinishBodySchema,
  staffEnrolmentFinishResponseSchema,
  staffEnrolmentStartBodySchema,
  staffEnrolmentStartResponseSchema,
  staffMeSchema,
  staffSignInBodySchema,
  staffSignInResponseSchema,
  staffTotpBodySchema,
} from '@velas/domain/schemas/backoffice/staff';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decoyPasswordHash } from '#/auth/passwords.js';
import { addressKey } from '#/http/address-key.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { finishEnrolment, startEnrolment } from './staff-enrolment.js';
import { staffMe } from './staff-me.js';
import { clearStaffCookie, closeStaffSession, setStaffCookie } from './staff-sessions.js';
import { signInWithPassword, signInWithSecondStep } from './staff-sign-in.js';

/** Each sign-in step has its own per-address budget. */
function signInConfig(app: FastifyInstance) {
  return {
    access: 'public',
    rateLimit: perIpLimit(app.config.LOGIN_MAX_PER_IP_PER_MINUTE),
  } as const;
}

/** Password first, then the app's code: the session opens only after both. */
function signInRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const decoy = decoyPasswordHash(config.SCRYPT_LOG_N);

  app.post(
    '/ops-api/staff/sign-in',
    {
      config: signInConfig(app),
      schema: { body: staffSignInBodySchema, response: { 200: staffSignInResponseSchema } },
    },
    async (request, reply) => {
      const token = await signInWithPassword(db, config, decoy, {
        email: request.body.email,
        password: request.body.password,
        address: addressKey(request.ip),
        now: app.clock(),
      });
      setStaffCookie(reply, config, token);
      return { step: 'totp' as const };
    },
  );

  app.post(
    '/ops-api/staff/sign-in/totp',
    {
      config: signInConfig(app),
      schema: { body: staffTotpBodySchema, response: { 200: staffMeSchema } },
    },
    async (request, reply) => {
      const { token, staff } = await signInWithSecondStep(app, request, {
        proof: request.body,
        now: app.clock(),
      });
      setStaffCookie(reply, config, token);
      return staff;
    },
  );
}

/** The invitation link's two steps: a password and the QR code, then the first code. */
function enrolmentRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;

  app.post(
    '/ops-api/staff/enrolment',
    {
      config: signInConfig(app),
      schema: {
        body: staffEnrolmentStartBodySchema,
        response: { 200: staffEnrolmentStartResponseSchema },
      },
    },
    async (request) =>
      startEnrolment(db, {
        token: request.body.token,
        password: request.body.password,
        scryptLogN: config.SCRYPT_LOG_N,
        now: app.clock(),
      }),
  );

  app.post(
    '/ops-api/staff/enrolment/confirm',
    {
      config: signInConfig(app),
      schema: {
        body: staffEnrolmentFinishBodySchema,
        response: { 200: staffEnrolmentFinishResponseSchema },
      },
    },
    async (request, reply) => {
      const { recoveryCodes, sessionToken, staff } = await finishEnrolment(app, request, {
        token: request.body.token,
        code: request.body.code,
        now: app.clock(),
      });
      setStaffCookie(reply, config, sessionToken);
      return { recoveryCodes, staff };
    },
  );
}

/** The open session: who it is, and ending it. */
function sessionRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ops-api/staff/sign-out',
    { config: { access: 'staff' }, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await closeStaffSession(app.db, request, app.config);
      clearStaffCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/ops-api/staff/me',
    { config: { access: 'staff' }, schema: { response: { 200: staffMeSchema } } },
    (request) => staffMe(request.staff),
  );
}

export function staffAuthRoutes(app: FastifyInstance): void {
  signInRoutes(app);
  enrolmentRoutes(app);
  sessionRoutes(app);
}
