import fastifyEtag from '@fastify/etag';
import { historyMessages } from '@velas/domain/messages/history';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '#/http/error-handler.js';
import type { IntervalTimers } from '#/http/event-stream.js';
import { sharedPerIpLimit } from '#/http/rate-limits.js';
import { verifyRoutes } from './fairness/verify-routes.js';
import { analysisRoutes } from './open-data/analysis-routes.js';
import { betHousesRoutes } from './open-data/bet-houses-routes.js';
import { candleRoutes } from './open-data/candle-routes.js';
import { conditionalReads } from './open-data/conditional-reads.js';
import { exportRoutes } from './open-data/export-routes.js';
import { registerHistoryDocs } from './open-data/openapi.js';
import { openToAnyOrigin, publicPreflight } from './open-data/public-reads.js';
import { rememberedQueryValidator } from './open-data/remembered-queries.js';
import { ResponseCache } from './open-data/response-cache.js';
import { ingestRoutes } from './rounds/ingest-routes.js';
import { RoundFeed, type RoundMessage } from './rounds/round-feed.js';
import { RoundSimulator, type SimulatorOptions } from './simulator/simulator.js';
import { streamRoutes } from './stream/stream-routes.js';

export interface HistoryPluginOptions {
  /** Run the round simulator (default on); tests that feed their own rounds turn it off. */
  simulate?: boolean;
  simulator?: Pick<SimulatorOptions, 'chainLength' | 'backfillMs' | 'timers' | 'clock'>;
  heartbeatMs?: number;
  /** Tests fire the stream's heartbeats by hand. */
  streamTimers?: IntervalTimers;
}

/** Ingestion lag per house: from each round's crash to this process hearing of it. */
function observeRounds(app: FastifyInstance, message: RoundMessage): void {
  const now = app.clock();
  const { betHouse, candles } = message;
  for (const candle of candles)
    app.metrics.ingestionLag.observe(
      { bet_house: betHouse },
      Math.max(0, now - candle.time) / 1000,
    );
  const newest = Math.max(...candles.map((candle) => candle.time));
  if (candles.length > 0) app.metrics.lastRound.set({ bet_house: betHouse }, newest / 1000);
}

export async function historyPlugin(
  app: FastifyInstance,
  options: HistoryPluginOptions,
): Promise<void> {
  app.setValidatorCompiler(rememberedQueryValidator);
  const feed = new RoundFeed(app.db, (payload) => {
    app.log.warn({ payload }, 'ignored a malformed round notification');
  });
  const cache = new ResponseCache();
  feed.subscribe((message) => {
    cache.invalidate(message.betHouse);
    observeRounds(app, message);
  });
  await feed.ready();

  // Open data: every read below, the documentation
  // included, is readable from any origin, and a repeated read with the
  // answer's ETag or Last-Modified costs a 304.
  openToAnyOrigin(app);
  await app.register(fastifyEtag, { replyWith304: false });
  conditionalReads(app);
  // An unknown path under the prefix answers here, so it too leaves with
  // `no-store` (a 404 is otherwise heuristically cacheable).
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  await registerHistoryDocs(app);
  // One budget per address for all the public history reads;
  // the stream has its own caps, ingestion its key, the export its own limit.
  const publicReads = sharedPerIpLimit(
    app,
    app.config.HISTORY_MAX_PER_IP_PER_MINUTE,
    historyMessages.historyRateLimited,
  );
  // Production simulates no betting house unless the operator's file lists it;
  // each listed house plays its own chain with its own salt.
  const betHouses = app.settings.operator.simulatedBetHouses ?? [];
  const dayReads = { cache, limit: publicReads };
  candleRoutes(app, dayReads);
  analysisRoutes(app, dayReads);
  verifyRoutes(app, cache, publicReads);
  exportRoutes(app);
  ingestRoutes(app);
  publicPreflight(app);
  betHousesRoutes(app, betHouses);
  streamRoutes(app, feed, {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxConnections: app.config.STREAM_MAX_CONNECTIONS,
    maxPerAddress: app.config.STREAM_MAX_PER_ADDRESS,
    maxBufferedBytes: app.config.STREAM_MAX_BUFFERED_BYTES,
    timers: options.streamTimers,
    onOpenStreams: (count) => {
      app.metrics.liveStreams.set(count);
    },
  });

  if ((options.simulate ?? true) && betHouses.length > 0) {
    const simulator = new RoundSimulator({
      db: app.db,
      clock: app.clock,
      log: app.log,
      betHouses,
      ...options.simulator,
    });
    // Not awaited: the first start's backfill runs while the server already answers.
    app.addHook('onReady', () => {
      void simulator.start();
      return Promise.resolve();
    });
    app.addHook('preClose', () => simulator.stop());
  }
  app.addHook('onClose', () => feed.stop());
}
