import { LogController, type FastifyServerOptions } from 'fastify';
import type { WebConfig } from '#/config/web-config.js';
import { sendFrameworkError } from './error-handler.js';
import { newRequestId } from './logging.js';

function trustNearestHops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

export function serverOptions(config: WebConfig): FastifyServerOptions {
  return {
    // One line per request, written by requestLogHooks (docs/operations/logs.md#logs).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    bodyLimit: 64 * 1024,
    // A hop count (trust the n nearest hops) or the proxies' addresses; env.ts
    // refuses "trust every hop".
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? trustNearestHops(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Its built-in 503 while closing is English; closingPlugin answers in pt-BR.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
  };
}
