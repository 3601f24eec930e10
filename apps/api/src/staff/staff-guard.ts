// A `freshTotp` code is checked only after the body's schema, so a malformed
// request never uses it up.
import { authMessages } from '@velas/domain/messages/auth';
import { permissions, roleMay, type Permission } from '@velas/domain/staff/permissions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Conflict, Forbidden, Unauthenticated } from '#/domain-errors.js';
import { statusOf } from '#/http/error-handler.js';
import { operatorOnly } from '#/http/operator-key.js';
import type { RouteAccess } from './route-access.js';
import { auditStaffAction } from './staff-audit.js';
import { liveStaffSession } from './staff-sessions.js';
import { checkSecondStep } from './totp-check.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCESS: readonly RouteAccess[] = ['public', 'machine', 'staff'];

export const TOTP_HEADER = 'x-totp';

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: Permission | undefined;
  access: RouteAccess | undefined;
  freshTotp: boolean;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

const awaitingCode = new WeakMap<
  FastifyRequest,
  { id: number; totpSecret: string | null; code: string }
>();

const signedIn = new WeakSet<FastifyRequest>();

/** Refusals already in the trail (access_refused, a wrong code): one row each. */
const refusalAudited = new WeakSet<FastifyRequest>();

/** What the guard records as `action_refused` when a signed-in member meets it. */
const audited = (error: unknown): error is Forbidden | Conflict =>
  error instanceof Forbidden || error instanceof Conflict;

export function declaredRoutes(ops: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(ops) ?? [];
}

function offeredTotp(request: FastifyRequest): string | undefined {
  const header = request.headers[TOTP_HEADER];
  if (typeof header === 'string') return header;
  const body = request.body as { totp?: unknown } | null | undefined;
  return typeof body?.totp === 'string' ? body.totp : undefined;
}

type MachineOnly = ((request: FastifyRequest) => Promise<void>) | undefined;

/** What a route declared, refused at start-up when it is not exactly one known kind. */
function declaration(route: RouteOptions, machineOnly: MachineOnly): Omit<DeclaredRoute, 'method'> {
  const { permission, access } = route.config ?? {};
  const where = `${String(route.method)} ${route.url}`;
  if ((permission === undefined) === (access === undefined))
    throw new Error(
      `${where}: declare exactly one of config.permission (a Permission) or config.access`,
    );
  if (permission !== undefined && !permissions.includes(permission))
    throw new Error(`${where}: unknown permission ${permission}`);
  if (access !== undefined && !ACCESS.includes(access))
    throw new Error(`${where}: unknown access ${access}`);
  if (access === 'machine' && machineOnly === undefined)
    throw new Error(`${where}: a machine route needs OPERATOR_API_KEY`);
  return { url: route.url, permission, access, freshTotp: route.config?.freshTotp === true };
}

async function authorize(
  ops: FastifyInstance,
  machineOnly: MachineOnly,
  request: FastifyRequest,
): Promise<void> {
  if (request.is404) return;
  const { permission, access, freshTotp } = request.routeOptions.config;
  if (access === 'public') return;
  if (access === 'machine') {
    await machineOnly?.(request);
    return;
  }
  const session = await liveStaffSession(ops.db, {
    request,
    config: ops.config,
    stage: 'full',
    now: ops.clock(),
  });
  if (session === null) throw new Unauthenticated(authMessages.unauthenticated);
  const { staff } = session;
  request.staff = { id: staff.id, email: staff.email, role: staff.role };
  signedIn.add(request);
  if (permission !== undefined && !roleMay(staff.role, permission)) {
    await auditStaffAction(ops.db, {
      staff: request.staff,
      at: ops.clock(),
      action: 'access_refused',
      details: { permission, method: request.method, route: request.routeOptions.url },
    });
    refusalAudited.add(request);
    throw new Forbidden(authMessages.forbidden);
  }
  if (freshTotp === true) {
    const code = offeredTotp(request);
    if (code === undefined || !/^\d{6}$/.test(code))
      throw Forbidden.field('totp', staffMessages.staffTotpRequired);
    awaitingCode.set(request, { id: staff.id, totpSecret: staff.totpSecret, code });
  }
}

async function checkOfferedCode(ops: FastifyInstance, request: FastifyRequest): Promise<void> {
  const awaiting = awaitingCode.get(request);
  if (awaiting === undefined) return;
  // A wrong code is audited by the check itself (staff_sign_in_failed).
  refusalAudited.add(request);
  await checkSecondStep(ops, request, {
    staff: awaiting,
    proof: { code: awaiting.code },
    during: 'money_action',
  });
  refusalAudited.delete(request);
}

async function auditRefusal(request: FastifyRequest, error: unknown): Promise<void> {
  if (!audited(error)) return;
  if (!signedIn.has(request) || refusalAudited.has(request)) return;
  try {
    await auditStaffAction(request.server.db, {
      staff: request.staff,
      at: request.server.clock(),
      action: 'action_refused',
      details: {
        method: request.method,
        route: request.routeOptions.url,
        status: statusOf(error),
        message: error.message,
      },
    });
  } catch (failure) {
    // The member still gets the refusal; the log says the row is missing.
    request.log.error({ err: failure }, 'staff refusal not audited');
  }
}

export const staffGuard = fp(
  (ops: FastifyInstance) => {
    const opsOrigin = new URL(ops.config.OPS_ORIGIN).origin;
    const machineKey = ops.config.OPERATOR_API_KEY;
    const machineOnly: MachineOnly =
      machineKey === undefined
        ? undefined
        : operatorOnly(machineKey, ops.config.OPERATOR_API_KEY_PREVIOUS);

    ops.decorateRequest('staff', null as never);
    const routes: DeclaredRoute[] = [];
    declared.set(ops, routes);

    ops.addHook('onRoute', (route) => {
      const declaredRoute = declaration(route, machineOnly);
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, ...declaredRoute });
    });
    ops.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.headers.origin === opsOrigin) done();
      else done(new Forbidden(staffMessages.staffOriginRefused));
    });
    ops.addHook('preValidation', (request) => authorize(ops, machineOnly, request));
    // After the body's validation (a 400 leaves the code unused), before the handler.
    ops.addHook('preHandler', (request) => checkOfferedCode(ops, request));
    ops.addHook('onError', (request, _reply, error) => auditRefusal(request, error));
  },
  { name: 'staff-guard' },
);
