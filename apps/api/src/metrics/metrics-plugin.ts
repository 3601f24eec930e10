// app.metrics for every module, the request metrics of every route, and
// GET /ops-api/metrics in Prometheus' text format behind the operator's key
// (docs/operations.md#what-to-watch). Without OPERATOR_API_KEY the metrics
// are still kept (tests and the benchmark read app.metrics) but never served.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestContextHook } from '../http/request-context.js';
import { createMetrics, type Metrics } from './metrics.js';
import { operatorOnly } from './operator-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics registry and its instruments (metrics/metrics.ts). */
    metrics: Metrics;
  }
}

/** An unmatched request (a 404) is counted under one label, never its URL. */
const UNMATCHED = 'unmatched';

export const metricsPlugin = fp(
  (app: FastifyInstance, options: { metrics?: Metrics }) => {
    const metrics = options.metrics ?? createMetrics();
    app.decorate('metrics', metrics);
    requestContextHook(app, metrics);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const status = String(reply.statusCode);
      metrics.httpRequests.inc({ method: request.method, route, status });
      metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500)
        metrics.httpErrors.inc({ method: request.method, route, status });
      done();
    });

    const key = app.config.OPERATOR_API_KEY;
    if (key === undefined) return;
    app.get('/ops-api/metrics', { preHandler: operatorOnly(key) }, async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
