import { commonMessages } from '@velas/domain/messages/common';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Invalid } from '#/domain-errors.js';
import {
  claimKey,
  IDEMPOTENCY_SCOPES,
  type IdempotencyScope,
  type IdempotentRequest,
  type KeyedRequest,
} from './idempotent-request.js';
import { requestFingerprint } from './request-fingerprint.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: at most once per Idempotency-Key, under this scope. */
    idempotency?: IdempotencyScope;
  }
  interface FastifyRequest {
    /** Set before the handler of every route that declares `config.idempotency`. */
    idempotency: IdempotentRequest;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The key and fingerprint read in preValidation, claimed in preHandler. */
const pending = new WeakMap<FastifyRequest, Omit<KeyedRequest, 'userId'>>();

/**
 * Without a key a repeated request (a retry after a lost answer, a double
 * tap) would move the money again: a money route refuses it.
 */
function readKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined)
    throw Invalid.field('Idempotency-Key', commonMessages.idempotencyKeyRequired);
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    throw Invalid.field('Idempotency-Key', commonMessages.idempotencyKeyInvalid);
  return header;
}

/** The route's own hooks of one kind, as a list. */
function listOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  return hooks === undefined ? [] : ([hooks].flat() as Hook[]);
}

export const idempotencyPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('idempotency', null as never);

    const rememberKey: preValidationHookHandler = (request, _reply, done) => {
      const scope = request.routeOptions.config.idempotency;
      if (scope === undefined) {
        done();
        return;
      }
      try {
        const key = readKey(request);
        pending.set(request, { scope, key, fingerprint: requestFingerprint(request.body) });
        done();
      } catch (error) {
        done(error as Error);
      }
    };

    const claim: preHandlerAsyncHookHandler = async (request, reply) => {
      const keyed = pending.get(request);
      if (keyed === undefined) throw new Error('idempotency: the key was not read');
      const claimed = await claimKey(
        app.db,
        { ...keyed, userId: request.userId },
        app.clock(),
        request.log,
      );
      if ('replay' in claimed) {
        const { status, body } = claimed.replay;
        return reply.status(status).header('idempotent-replayed', 'true').send(body);
      }
      request.idempotency = claimed.request;
      return undefined;
    };

    app.addHook('onRoute', (route) => {
      const scope = route.config?.idempotency;
      if (scope === undefined) return;
      if (!IDEMPOTENCY_SCOPES.includes(scope))
        throw new Error(`${String(route.method)} ${route.url}: unknown idempotency scope ${scope}`);
      route.preValidation = [...listOf(route.preValidation), rememberKey];
      route.preHandler = [...listOf(route.preHandler), claim];
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
