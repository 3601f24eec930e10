import { authMessages } from '@velas/domain/messages/auth';
import {
  staffEnrolmentFinishBodySchema,
  staffEnrolmentFinishResponseSchema,
  staffEnrolmentStartBodySchema,
  staffEnrolmentStartResponseSchema,
  staffMeSchema,
  staffSignInBodySchema,
  staffSignInResponseSchema,
  staffTotpBodySchema,
  type StaffMe,
} from '@velas/domain/schemas/backoffice/staff';
import { noContentSchema } from '@velas/domain/schemas/common';
import { rolePermissions } from '@velas/domain/staff/permissions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decoyPasswordHash } from '#/auth/passwords.js';
import { hashToken } from '#/auth/tokens.js';
import { Gone, Unauthenticated } from '#/domain-errors.js';
import { addressKey } from '#/http/address-key.js';
import { perIpLimit } from '#/http/rate-limits.js';
import { enrolmentOf, finishEnrolment, identityOf, startEnrolment } from './staff-enrolment.js';
import type { StaffRecord } from './staff-repository.js';
import {
  clearStaffCookie,
  closeStaffSession,
  liveStaffSession,
  setStaffCookie,
} from './staff-sessions.js';
import { openSignedInSession, signInWithPassword } from './staff-sign-in.js';
import { checkSecondStep } from './totp-check.js';
import { totpEnrolment } from './totp.js';

function me(staff: Pick<StaffRecord, 'id' | 'email' | 'role'>): StaffMe {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    permissions: [...rolePermissions[staff.role]],
  };
}

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
      const now = app.clock();
      const pending = await liveStaffSession(db, { request, config, stage: 'totp', now });
      if (pending === null) throw new Unauthenticated(authMessages.unauthenticated);
      const { staff } = pending;
      await checkSecondStep(app, request, { staff, proof: request.body, during: 'sign_in' });
      const token = await openSignedInSession(db, {
        staff: identityOf(staff),
        pendingTokenHash: pending.tokenHash,
        with: 'code' in request.body ? 'totp' : 'recovery_code',
        now,
      });
      setStaffCookie(reply, config, token);
      return me(staff);
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
    async (request) => {
      const { token, password } = request.body;
      const now = app.clock();
      const staff = await enrolmentOf(db, hashToken(token), now);
      const secret = await startEnrolment(db, {
        staff,
        password,
        scryptLogN: config.SCRYPT_LOG_N,
        now,
      });
      return totpEnrolment(secret, staff.email);
    },
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
      const now = app.clock();
      const tokenHash = hashToken(request.body.token);
      const staff = await enrolmentOf(db, tokenHash, now);
      if (staff.passwordHash === null) throw new Gone(staffMessages.staffEnrolmentInvalid);
      await checkSecondStep(app, request, {
        staff,
        proof: { code: request.body.code },
        during: 'enrolment',
      });
      const { recoveryCodes, sessionToken } = await finishEnrolment(db, { staff, tokenHash, now });
      setStaffCookie(reply, config, sessionToken);
      return { recoveryCodes, staff: me(staff) };
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
    (request) => me(request.staff),
  );
}

export function staffAuthRoutes(app: FastifyInstance): void {
  signInRoutes(app);
  enrolmentRoutes(app);
  sessionRoutes(app);
}
