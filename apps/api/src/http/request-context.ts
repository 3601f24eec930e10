// What the code below a request needs to know about it without every function
// passing it down (docs/operations.md#logs): its id (carried into provider
// calls and audit rows), who acts (a player, a provider, the operator) and what
// the folders above add to it (the app's metrics, declared by
// metrics/metrics-plugin.ts as fastify's own interfaces are). Node's
// AsyncLocalStorage keeps it for the request's whole asynchronous path; outside
// a request (seed, simulator, retention job) there is none, and the readers
// fall back to "system".
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestContext {
  readonly requestId: string;
  readonly request: FastifyRequest;
  /** Set by routes that act for someone else than the signed-in player (a provider's callback). */
  actor?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Who is acting: `provider:<name>`, `operator`, `user:<id>`, or `system` outside a request. */
export function currentActor(): string {
  const context = storage.getStore();
  if (context === undefined) return 'system';
  if (context.actor !== undefined) return context.actor;
  return context.request.userId > 0 ? `user:${context.request.userId}` : 'anonymous';
}

/** A provider's callback, the operator's call: the audit trail names them instead of a player. */
export function actAs(actor: string): void {
  const context = storage.getStore();
  if (context !== undefined) context.actor = actor;
}

/** What every request's context starts with besides its own id and request. */
export type RequestContextFields = Omit<RequestContext, 'requestId' | 'request' | 'actor'>;

/** The first hook of every request: the rest of its hooks and its handler run inside the context. */
export function requestContextHook(app: FastifyInstance, fields: RequestContextFields): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ...fields, requestId: request.id, request }, done);
  });
}

/** Runs `work` as if inside a request (jobs and tests that need an actor or a request id). */
export function withContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}
