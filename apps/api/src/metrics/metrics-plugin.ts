// Prometheus reads them on the ops listener, never on the players' port.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestContextHook } from '#/http/request-context.js';
import { createMetrics, type Metrics } from './metrics.js';
import { selectMoneyBacklog } from './money-backlog-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics registry and its instruments (metrics/metrics.ts). */
    metrics: Metrics;
  }
}

/** An unmatched request (a 404) is counted under one label, never its URL. */
const UNMATCHED = 'unmatched';

/** The health probes stay out of the request metrics. */
const isProbe = (route: string) => route === '/health' || route.startsWith('/health/');

export const metricsPlugin = fp(
  (app: FastifyInstance, options: { metrics?: Metrics }) => {
    const metrics = options.metrics ?? createMetrics();
    app.decorate('metrics', metrics);
    requestContextHook(app);
    app.db.onConnectionError?.((error) => {
      metrics.databaseConnectionErrors.inc();
      app.log.warn({ err: error }, 'database connection lost; the pool replaces it');
    });
    metrics.watch({
      backlog: () => selectMoneyBacklog(app.db, new Date(app.clock())),
      pool: () => app.db.poolStats?.(),
    });

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      // The proxy's probes are not traffic: a 503 while starting or closing is no server error.
      if (isProbe(route)) {
        done();
        return;
      }
      const status = String(reply.statusCode);
      metrics.httpRequests.inc({ method: request.method, route, status });
      metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500)
        metrics.httpErrors.inc({ method: request.method, route, status });
      done();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
