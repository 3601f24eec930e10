import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestContext {
  readonly requestId: string;
  readonly request: FastifyRequest;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The first hook of every request: the rest of its hooks and its handler run inside the context. */
export function requestContextHook(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id, request }, done);
  });
}

/** Runs `work` as if inside a request (jobs and tests that need a request id). */
export function withContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}
